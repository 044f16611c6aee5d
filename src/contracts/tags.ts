// How typed text becomes tags on the posting forms (spec section 4, "Tag entry"). Pure, so the
// rule can be tested without a browser; the server normalises the same way when it stores them.

/** A typed tag as stored: leading "#"s stripped, trimmed. */
export function cleanTag(raw: string): string {
  return raw.trim().replace(/^#+/, '').trim();
}

/**
 * The tags after committing typed text: every space-separated word becomes a tag; empty words and
 * tags already present (in any letter case) are left out, so committing never duplicates.
 */
export function addTypedTags(tags: readonly string[], typed: string): string[] {
  const result = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const word of typed.split(/\s+/)) {
    const tag = cleanTag(word);
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}
