/** A post's or reply's text as shown: newlines become paragraphs; blank lines between them are not kept. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
