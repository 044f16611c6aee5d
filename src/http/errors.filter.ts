import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError, type DomainErrorCode } from '../common/domain-error';
import { currentWriteScope } from '../common/write-scope';
import { writeAccepted } from '../contracts/writes';
import { WriteKeyTakenError, WrongExpectedRevisionError } from '../infra/event-store/event-store.port';

const STATUS: Record<DomainErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

// Fastify's own client errors (malformed JSON, huge bodies, wrong content type) keep their 4xx.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
};

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);
// What node-postgres says, with no code, when a server goes away under a client or cannot be reached in time.
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];

/** The database (or Redis) is out of reach for a moment: a restart, a failover, a full pool. */
function isConnectionFailure(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && CONNECTION_ERRORS.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.some((m) => m.test(e!.message as string))) return true;
  }
  return false;
}

export function toHttpError(error: unknown): { status: number; message: string } {
  if (error instanceof DomainError) return { status: STATUS[error.code], message: error.message };
  if (error instanceof WrongExpectedRevisionError)
    return { status: 409, message: 'Someone else changed this at the same moment. Please try again.' };
  if (error instanceof HttpException) {
    const response = error.getResponse();
    const message =
      typeof response === 'object' && response && 'message' in response
        ? String((response as { message: unknown }).message)
        : error.message;
    return { status: error.getStatus(), message };
  }
  const e = error as { code?: string; statusCode?: number; message?: string };
  if (e.code && FASTIFY_MESSAGES[e.code]) return { status: e.statusCode ?? 400, message: FASTIFY_MESSAGES[e.code]! };
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500)
    return { status: e.statusCode, message: e.message ?? 'Bad request.' };
  if (isConnectionFailure(error))
    return { status: 503, message: 'The service is briefly unavailable. Please try again in a moment.' };
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

/** The JSON body of every error answer. */
export function errorBody(status: number, message: string): { statusCode: number; error: string; message: string } {
  return { statusCode: status, error: REASON[status] ?? 'Error', message };
}

/** One place maps every failure to a status and a message written for the person on the screen. */
@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, message } = toHttpError(error);
    // Once the write is stored, "please try again" would make a member post twice or undo a vote:
    // the failure of what came after (the wait for the read model, a dropped connection) is logged
    // and the answer says the write is saved.
    if (error instanceof WriteKeyTakenError || (status >= 500 && currentWriteScope()?.committed)) {
      this.logger.warn(`202 after the write was stored: ${error instanceof Error ? error.message : String(error)}`);
      void reply.status(202).send(writeAccepted());
      return;
    }
    if (status === 503) this.logger.warn(`503: ${error instanceof Error ? error.message : String(error)}`);
    else if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (error instanceof DomainError && error.details?.retryAfterSeconds)
      reply.header('retry-after', String(error.details.retryAfterSeconds));
    void reply.status(status).send(errorBody(status, message));
  }
}
