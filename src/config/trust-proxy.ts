import { isIP } from 'node:net';

/**
 * Which forwarding proxies Fastify believes about the client's address (`X-Forwarded-For`): none,
 * every one, the nearest N hops (the peer counts as one), or those at these addresses or ranges.
 */
export type TrustProxy = boolean | number | string[];

export const TRUST_PROXY_FORMS =
  'must be false, true, a hop count (1-100) or a comma-separated list of addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

// The names proxy-addr (Fastify's reader of the header) gives to well-known ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 100;

/** `TRUST_PROXY` read as Fastify's `trustProxy`; null when it is none of the accepted forms. */
export function parseTrustProxy(text: string): TrustProxy | null {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? Number(value) : null;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
