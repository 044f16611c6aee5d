import { postPlainText } from '../../contracts/post-markdown';
import type { SnippetSegment } from '../../contracts/search';

// `ts_headline` marks the words it highlights with these; private-use characters, which the
// indexed text is stripped of first, so a member's own text can never fake a highlight.
export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';

/** A headline with MATCH_START/MATCH_STOP marks as segments; stray marks are dropped. */
export function parseSnippet(marked: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let rest = marked;
  while (rest !== '') {
    const start = rest.indexOf(MATCH_START);
    if (start < 0) {
      push(rest.replaceAll(MATCH_STOP, ''), false);
      break;
    }
    push(rest.slice(0, start).replaceAll(MATCH_STOP, ''), false);
    rest = rest.slice(start + MATCH_START.length);
    const stop = rest.indexOf(MATCH_STOP);
    const end = stop < 0 ? rest.length : stop;
    push(rest.slice(0, end).replaceAll(MATCH_START, ''), true);
    rest = stop < 0 ? '' : rest.slice(stop + MATCH_STOP.length);
  }
  return segments;
}

/** A headline of a post's Markdown as segments of its plain words: a snippet shows no `**` or `[link](…)`. */
export function plainSnippet(marked: string): SnippetSegment[] {
  return parseSnippet(postPlainText(marked).replace(/\s+/g, ' '));
}
