import { PRELOADED_DATA_ELEMENT_ID } from '@contracts/site';

let replies: Map<string, unknown> | null = null;

function readReplies(): Map<string, unknown> {
  const element = document.getElementById(PRELOADED_DATA_ELEMENT_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : {};
    return new Map(typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/**
 * The reply the server put into the page for a GET of `path`, once: the first screen renders
 * without a round trip, and every later visit (or reload of the screen) asks the server afresh.
 */
export function takePreloadedReply(path: string): { value: unknown } | undefined {
  replies ??= readReplies();
  if (!replies.has(path)) return undefined;
  const value = replies.get(path);
  replies.delete(path);
  return { value };
}
