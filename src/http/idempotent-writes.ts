import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newWriteScope, type StartedSession, type WriteScope, withWriteScope } from '../common/write-scope';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  WRITE_MESSAGES,
  writeAccepted,
} from '../contracts/writes';
import type { RecordedAnswer, WriteKeysRepository } from '../infra/event-store/write-keys.repository';
import { errorBody, toHttpError } from './errors.filter';
import type { SessionStarter } from './session-starter';
import { writeKeyHash, writeRequestHash } from './write-key-hashes';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes that answer truly, and repeats that change nothing:
 * - every API write runs in a write scope (src/common/write-scope.ts), so that the event store can
 *   record its Idempotency-Key with its first append and say that it committed;
 * - a write with a key recorded in the last 24 hours, a member's or a visitor's (write-key-hashes.ts
 *   keeps them apart), is not run again: it gets the first answer (or 202 "saved" when that answer was
 *   never finished), or 422 if its body differs;
 * - an answer that started a session (sign-up, a reset code) is kept without its cookie: its repeat
 *   starts a fresh session for the same account (the body, password or code included, matched) and
 *   answers as the first did, so a visitor whose sign-up got no answer is signed up once and logged in;
 * - a write whose wait for the read model failed answers 202, and its answer is kept for repeats.
 * A write that appends nothing in the request (a reset request queues a job) records its key itself
 * (WriteKeysRepository.recordedAround); one that changes nothing stored (a login) simply runs again.
 */
export function registerIdempotentWrites(
  fastify: FastifyInstance,
  deps: { writeKeys: WriteKeysRepository; sessions: SessionStarter },
): void {
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
    const keyHash = writeKeyHash(request, key);
    const requestHash = writeRequestHash(request, key);
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
    const session = recorded.answer?.session;
    if (recorded.answer && session) return replayWithSession(request, reply, recorded.answer, session, deps.sessions);
    return replay(reply, recorded.answer);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const scope = scopes.get(request);
    if (!scope?.committed) return payload;
    if (scope.lagging && reply.statusCode >= 200 && reply.statusCode < 300) void reply.status(202);
    const answer = keptAnswer(reply, payload, scope.session);
    if (scope.key && scope.keySent && answer)
      await deps.writeKeys.saveAnswer(scope.key.keyHash, answer).catch(() => {
        // The database went away after the write: a repeat is answered 202 "saved" instead.
      });
    return payload;
  });
}

/**
 * The answer as kept for repeats, never with a cookie: one that started a session is kept with whose
 * session it was and without its `user` (the repeat's own session gives it anew); any other answer
 * that sets a cookie is not kept, and a repeat then gets 202 "saved".
 */
function keptAnswer(reply: FastifyReply, payload: unknown, session: StartedSession | null): RecordedAnswer | null {
  if (payload !== undefined && typeof payload !== 'string') return null;
  const status = reply.statusCode;
  if (!reply.hasHeader('set-cookie')) return { status, body: payload ?? '', session: null };
  if (!session || payload === undefined) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { user: _user, ...rest } = parsed;
  return { status, body: JSON.stringify(rest), session };
}

/** A repeat of a write whose answer started a session: a new session for that account, and the first answer. */
async function replayWithSession(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: RecordedAnswer,
  session: StartedSession,
  sessions: SessionStarter,
): Promise<FastifyReply> {
  void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  try {
    const user = await sessions.start(request, reply, session.uid, session.mustChangePassword);
    const rest = answer.body === '' ? {} : (JSON.parse(answer.body) as Record<string, unknown>);
    return reply.status(answer.status).send({ ...rest, user });
  } catch (error) {
    const { status, message } = toHttpError(error);
    return reply.status(status).send(errorBody(status, message));
  }
}

function replay(reply: FastifyReply, answer: { status: number; body: string } | null): FastifyReply {
  void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (!answer) return reply.status(202).send(writeAccepted());
  if (answer.body !== '') void reply.type('application/json; charset=utf-8');
  return reply.status(answer.status).send(answer.body === '' ? undefined : answer.body);
}
