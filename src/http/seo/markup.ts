// Characters XML 1.0 forbids; a pasted control character must not break a whole feed.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an element's content or a quoted attribute value, in HTML and in XML alike. */
export function escapeMarkup(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
