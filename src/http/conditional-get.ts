/** What a response's validators are: its entity tag and when its file last changed. */
export interface Validators {
  etag: string;
  lastModified: Date;
}

/**
 * Whether the copy the client holds is still the one it would get, so a 304 without a body will do
 * (RFC 9110 §13.1.2, §13.1.3, §13.2.2): If-None-Match is compared weakly against the tag (or `*`),
 * and only when absent does If-Modified-Since count, to the second, as HTTP dates go.
 */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  validators: Validators,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
    return tags.includes('*') || tags.some((tag) => opaqueTag(tag) === opaqueTag(validators.etag));
  }
  const since = headers['if-modified-since'] ? Date.parse(headers['if-modified-since']) : NaN;
  return !Number.isNaN(since) && Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= since;
}

const opaqueTag = (tag: string) => tag.replace(/^W\//, '');
