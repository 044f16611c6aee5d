import type { FastifyInstance } from 'fastify';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard';

// Every answer under these paths may depend on who asks (the session, a draft's key, a CSRF token).
const PRIVATE_PREFIXES = ['/api/', QUEUE_DASHBOARD_PATH];

/**
 * No browser or shared cache keeps an answer of the API or the queue dashboard, whichever route
 * gives it (an error, a refusal from a hook, a 404 included): on a shared device the next person
 * must not find the last one's account, notifications or drafts in the back button or the cache.
 */
export function registerPrivateResponses(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
