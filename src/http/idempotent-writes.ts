import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newWriteScope, type WriteScope, withWriteScope } from '../common/write-scope';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  WRITE_MESSAGES,
  writeAccepted,
} from '../contracts/writes';
import type { WriteKeysRepository } from '../infra/event-store/write-keys.repository';
import { errorBody, toHttpError } from './errors.filter';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Writes that answer truly, and repeats that change nothing:
 * - every API write runs in a write scope (src/common/write-scope.ts), so that the event store can
 *   record its Idempotency-Key with its first append and say that it committed;
 * - a member's write with a key recorded in the last 24 hours is not run again: it gets the first
 *   answer (or 202 "saved" when that answer was never finished), or 422 if its body differs;
 * - a write whose wait for the read model failed answers 202, and its answer is kept for repeats.
 * A visitor's writes (sign-up, login, contact) keep no key: their answers set cookies or are harmless to repeat.
 */
export function registerIdempotentWrites(fastify: FastifyInstance, deps: { writeKeys: WriteKeysRepository }): void {
  const scopes = new WeakMap<FastifyRequest, WriteScope>();

  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    const scope = newWriteScope();
    scopes.set(request, scope);
    withWriteScope(scope, done);
  });

  fastify.addHook('preHandler', async (request, reply) => {
    const scope = scopes.get(request);
    const key = request.headers['idempotency-key'];
    if (!scope || key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
      return reply.status(400).send(errorBody(400, WRITE_MESSAGES.badKey));
    const uid = request.session?.user.uid;
    if (uid === undefined) return;
    const keyHash = sha256(`${uid}\n${request.method} ${request.url}\n${key}`);
    const requestHash = sha256(JSON.stringify(request.body ?? null));
    let recorded;
    try {
      recorded = await deps.writeKeys.find(keyHash);
    } catch (error) {
      const { status, message } = toHttpError(error);
      return reply.status(status).send(errorBody(status, message));
    }
    if (!recorded) {
      scope.key = { keyHash, requestHash };
      return;
    }
    if (recorded.requestHash !== requestHash) return reply.status(422).send(errorBody(422, WRITE_MESSAGES.keyReused));
    return replay(reply, recorded.answer);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const scope = scopes.get(request);
    if (!scope?.committed) return payload;
    if (scope.lagging && reply.statusCode >= 200 && reply.statusCode < 300) void reply.status(202);
    // An answer that sets a cookie is not repeated without it: a repeat then gets 202 "saved".
    const keepable = (typeof payload === 'string' || payload === undefined) && !reply.hasHeader('set-cookie');
    if (scope.key && scope.keySent && keepable)
      await deps.writeKeys.saveAnswer(scope.key.keyHash, reply.statusCode, payload ?? '').catch(() => {
        // The database went away after the write: a repeat is answered 202 "saved" instead.
      });
    return payload;
  });
}

function replay(reply: FastifyReply, answer: { status: number; body: string } | null): FastifyReply {
  void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (!answer) return reply.status(202).send(writeAccepted());
  if (answer.body !== '') void reply.type('application/json; charset=utf-8');
  return reply.status(answer.status).send(answer.body === '' ? undefined : answer.body);
}
