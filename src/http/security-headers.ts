import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for these options. The options hold no per-request parts (no nonces, no
 * functions), so the headers are the same on every response: they are worked out once here rather
 * than by building helmet's middleware again on each request, as its Fastify plugin does.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  let failure: unknown = null;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error ?? null),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Sends helmet's headers for `options` on every response, the API's and the pages' alike. */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
