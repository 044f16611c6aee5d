import type { FastifyInstance } from 'fastify';
import type { Clock } from '../common/clock';
import type { Config } from '../config/config';
import { tokenHash } from '../infra/accounts/sessions.repository';
import type { UsersQueries } from '../projections/users/users.queries';
import { errorBody, toHttpError } from './errors.filter';
import { CSRF_REFUSAL, csrfRejected, ensureCsrfToken, SESSION_COOKIE } from './session-cookies';

/** Loads the session for API requests and refuses mutations without the CSRF token. */
export function registerSessionHooks(
  fastify: FastifyInstance,
  deps: { config: Config; users: UsersQueries; clock: Clock },
): void {
  fastify.decorateRequest('session', null);
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // The page gets its token from GET /api/session; a refused mutation gets a fresh one, so that
    // a reload works. Other reads set no cookie: a crawler's or a cache's GET stays cookie-free.
    if (csrfRejected(request)) {
      ensureCsrfToken(request, reply, deps.config.secureCookies);
      return reply.status(403).send(CSRF_REFUSAL);
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    try {
      const found = await deps.users.forSession(tokenHash(token), deps.clock.now());
      request.session = found ? { token, user: found.profile, mustChangePassword: found.mustChangePassword } : null;
    } catch (error) {
      const { status, message } = toHttpError(error);
      return reply.status(status).send(errorBody(status, message));
    }
  });
}
