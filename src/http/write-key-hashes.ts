import { createHash, createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../contracts/members';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What names a write's key in es_write_keys: whose write it is, the route, and the key. A member's
 * is keyed by the member; a visitor's by "visitor" and the browser's CSRF cookie (every write carries
 * it, and it stays the same on a retry), so that two visitors who send the same key never meet, and a
 * visitor's key never answers a member's write or the other way round.
 */
export function writeKeyHash(request: FastifyRequest, key: string): string {
  const uid = request.session?.user.uid;
  const who = uid !== undefined ? String(uid) : `visitor\n${request.cookies[CSRF_COOKIE] ?? ''}`;
  return sha256(`${who}\n${request.method} ${request.url}\n${key}`);
}

/**
 * The hash that tells a repeat from another write with the same key. A body may hold a password (sign-up,
 * login, a new password) or a reset code, so a plain fast hash of it in es_write_keys would let whoever
 * reads the table test guesses offline. It is an HMAC keyed by secrets of the request that the server
 * never stores: the Idempotency-Key (only its hash is kept) and the CSRF cookie (32 random bytes the
 * server hands out). The app has no server-side secret to use instead (sessions are random tokens
 * looked up by their hash), and a new one would have to be configured alike in every API process and
 * kept across restarts, or a repeat after a deploy would no longer match.
 */
export function writeRequestHash(request: FastifyRequest, key: string): string {
  const secret = `${key}\n${request.cookies[CSRF_COOKIE] ?? ''}`;
  return createHmac('sha256', secret)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}
