/** The precompressed copies the build writes beside a file, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The best precompressed copy the client accepts (RFC 9110 Accept-Encoding: a coding is refused
 * only by `;q=0`; `*` stands for the codings not named), or null for the file itself.
 */
export function chooseEncoding<T extends Precompressed>(
  acceptEncoding: string | undefined,
  available: readonly T[],
): T | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: T | null = null;
  for (const copy of available)
    if (weightOf(copy.encoding) > 0 && (!best || weightOf(copy.encoding) > weightOf(best.encoding))) best = copy;
  return best;
}
