import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RequestTimings, withRequestTimings } from '../common/request-timings';

const kept = new WeakMap<FastifyRequest, { timings: RequestTimings; startedAt: number }>();

/** `command;dur=12.3, next-reads;dur=180.4, total;dur=201.7`: the W3C form that browsers' tools show. */
function serverTimingHeader(timings: RequestTimings): string {
  return [...timings].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
}

/**
 * With SERVER_TIMING on, each answer that ran a command says in its Server-Timing header how long the
 * command took, how long it then waited for the read model, and how long the server had the request in
 * all (`total`, from its arrival to its answer): the split that tells an operator (and the load test)
 * whether a slow write is the write, the wait, or the rest of the request's way through the server.
 * Off by default: what a whole answer's time hides (did a command run at all?) is nobody else's business.
 */
export function registerServerTiming(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const timings: RequestTimings = new Map();
    kept.set(request, { timings, startedAt: performance.now() });
    withRequestTimings(timings, done);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const timed = kept.get(request);
    if (timed && timed.timings.size > 0) {
      timed.timings.set('total', performance.now() - timed.startedAt);
      void reply.header('server-timing', serverTimingHeader(timed.timings));
    }
    done(null, payload);
  });
}
