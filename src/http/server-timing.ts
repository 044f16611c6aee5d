import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RequestTimings, withRequestTimings } from '../common/request-timings';

const kept = new WeakMap<FastifyRequest, RequestTimings>();

/** `command;dur=12.3, next-reads;dur=180.4`: the W3C Server-Timing form that browsers' tools show. */
export function serverTimingHeader(timings: RequestTimings): string {
  return [...timings].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
}

/**
 * With SERVER_TIMING on, each answer that ran a command says in its Server-Timing header how long the
 * command took and how long it then waited for the read model: the split that tells an operator (and
 * the load test) whether a slow write is the write or the wait. Off by default: a split that a
 * whole answer's time hides (did a command run at all?) is nobody else's business.
 */
export function registerServerTiming(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const timings: RequestTimings = new Map();
    kept.set(request, timings);
    withRequestTimings(timings, done);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const timings = kept.get(request);
    if (timings && timings.size > 0) void reply.header('server-timing', serverTimingHeader(timings));
    done(null, payload);
  });
}
