// PostgreSQL's text and jsonb cannot hold a NUL, nor UTF-16 that is not well formed (a lone
// surrogate: half of an emoji, say). JSON can carry both (`\u0000`, `\ud800`), so they are refused
// where a request comes in, before any of it is stored.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE =
  'This text holds a hidden or broken character (often left by copy and paste) that cannot be saved. Please retype it and try again.';
export const UNSTORABLE_NAME_MESSAGE = 'A field name holds a character that cannot be saved.';

export interface UnstorableText {
  /** The field holding it, from the top of the body, query or parameters (`tags.0`). */
  path: (string | number)[];
  /** It is in the name of a field, not in a value. */
  inName: boolean;
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The first text, in a value or a field name, that PostgreSQL could not store; null when there is none. */
export function findUnstorableText(input: unknown): UnstorableText | null {
  // A loop with links to the parents, not recursion nor copied paths: a body nested a million
  // levels deep (JSON.parse takes it) must neither overflow the stack nor take quadratic time.
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return { path: pathTo(visit), inName: false };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], key: i, parent: visit });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.some(([key]) => isUnstorable(key))) return { path: pathTo(visit), inName: true };
      for (let i = entries.length - 1; i >= 0; i--)
        pending.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
}
