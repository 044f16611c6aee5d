import { CLIENT_ROUTES, type ClientScreen } from '../../contracts/client-routes';

type Pattern = { screen: ClientScreen; segments: string[] };

const PATTERNS: Pattern[] = (Object.entries(CLIENT_ROUTES) as [ClientScreen, readonly string[]][]).flatMap(
  ([screen, addresses]) => addresses.map((address) => ({ screen, segments: segmentsOf(address) })),
);

/**
 * The client screen an address opens, as react-router matches it: fixed segments without regard to
 * case, a trailing slash ignored, `:name` any one non-empty segment, a final `*` any rest (none
 * included). Null when only the router's catch-all would take it, i.e. the not-found screen.
 * `pathname` is decoded segment by segment, as the router decodes it (an encoded slash stays inside
 * its segment).
 */
export function clientScreenAt(pathname: string): ClientScreen | null {
  const segments = segmentsOf(pathname);
  return PATTERNS.find((pattern) => matches(pattern.segments, segments))?.screen ?? null;
}

function matches(pattern: string[], segments: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    if (expected === '*') return i === pattern.length - 1;
    const actual = segments[i];
    if (actual === undefined) return false;
    if (expected.startsWith(':') ? actual === '' : expected.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return segments.length === pattern.length;
}

/** `/admin/db/` → ['admin', 'db']; `/` → []. */
function segmentsOf(address: string): string[] {
  const trimmed = address.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/').slice(1);
}
