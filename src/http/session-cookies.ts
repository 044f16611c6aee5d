import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../contracts/members';
import { SESSION_TTL_MS } from '../infra/accounts/sessions.repository';
import { errorBody } from './errors.filter';
import type { ErrorReply } from './openapi/error-reply';

export const SESSION_COOKIE = 'sid';

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

const isCsrfToken = (value: string | undefined): value is string => value !== undefined && /^[\w-]{43}$/.test(value);

/** Double-submit CSRF token: readable by the page, sent back in a header on every mutation. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (isCsrfToken(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'strict', secure });
  request.cookies[CSRF_COOKIE] = token;
  return token;
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How an API client passes the CSRF check: in the OpenAPI document, and in every refusal for it. */
export const CSRF_INSTRUCTIONS =
  `Every POST, PUT, PATCH and DELETE under /api must carry the ${CSRF_COOKIE} cookie and the ${CSRF_HEADER} header with the same value. ` +
  `GET /api/session sets the cookie and answers its value as csrfToken; a change refused for the header sets it too.`;

/**
 * The refusal of a change without a matching CSRF header. The page shows `message` (a reload
 * fetches a fresh token); an API client finds the header it must send in `header` and `detail`.
 */
export const CSRF_REFUSAL: ErrorReply = {
  ...errorBody(403, 'This page is out of date. Please reload it and try again.'),
  header: CSRF_HEADER,
  detail: CSRF_INSTRUCTIONS,
};

export function csrfRejected(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  return !isCsrfToken(cookie) || typeof header !== 'string' || header !== cookie;
}
