/** Prose as one line of at most `max` characters: whitespace collapsed, long text cut at a word with an ellipsis. */
export function summarize(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A cut far back would lose most of the line: then cut inside the word instead.
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
