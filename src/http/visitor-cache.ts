import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtFile } from './built-files';
import { isNotModified } from './conditional-get';
import { SESSION_COOKIE } from './session-cookies';
import { WEB_ROOT } from './web-root';

/** How long a shared cache (and a visitor's browser) may keep a visitor's answer, and serve it stale while it asks again. */
export const VISITOR_MAX_AGE_S = 10;
export const VISITOR_STALE_S = 30;
// nginx counts a copy's life in whole seconds and keeps it until the second after it ends, up to a
// second past its lifetime: a shared cache is told one second less, so a change reaches visitors
// through it within VISITOR_MAX_AGE_S (bench/visitor-cache.ts measures it).
const SHARED_MAX_AGE_S = VISITOR_MAX_AGE_S - 1;
export const VISITOR_CACHE_CONTROL = `public, max-age=${VISITOR_MAX_AGE_S}, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${VISITOR_STALE_S}`;
/** The answers differ by the session cookie: a cache must not give a visitor's copy to a member. */
export const VISITOR_VARY = 'Cookie';

export const PUBLIC_CACHE_METADATA = 'public-cache';
// Our tags start so, and only a request that sends one can be answered 304 before its route runs.
const TAG_PREFIX = 'W/"rm.';

interface PublicCacheOptions {
  /** Requests of this route that are not visitor reads of the read model (the built files of the SPA's fallback). */
  skip?: (pathname: string) => boolean;
}

/**
 * Declares a read whose answer is the same for every visitor and changes only with the read model
 * (and the release): a visitor's request (no session cookie) gets it with `Cache-Control: public`, a
 * short max-age, an ETag from the read model's version, and a 304 when it already holds that version,
 * without the route running. A member's request is answered as the route answers it otherwise.
 */
export const PublicCache = (options: PublicCacheOptions = {}) =>
  applyDecorators(
    RouteConfig({ publicCache: options } satisfies FastifyContextConfig),
    SetMetadata(PUBLIC_CACHE_METADATA, true),
  );

declare module 'fastify' {
  interface FastifyRequest {
    /** The entity tag of a visitor's read of a @PublicCache route, worked out before the route runs. */
    visitorTag: string | null;
  }
  interface FastifyContextConfig {
    publicCache?: PublicCacheOptions;
  }
}

export interface VisitorCacheDeps {
  /** The read model's version (see ReadModelVersion). */
  readModelVersion: () => Promise<string>;
  /** The release the answers were made by (the built client's tag): a deployment gives new tags. */
  release: () => string;
}

/**
 * The one place visitor reads become cacheable. Before a @PublicCache route runs for a visitor, the
 * read model's version is read (first, so the tag never claims more than the answer holds) and made
 * into the answer's tag, with the address (path and query) and the release; a request that holds it
 * gets 304 there and then. The answer is marked public only when it is a 200 (or that 304), sets no
 * cookie and carries no validators of its own; a member's never is. Registered after
 * registerPrivateResponses, whose `no-store` it replaces on those answers only.
 */
export function registerVisitorCache(fastify: FastifyInstance, deps: VisitorCacheDeps): void {
  fastify.decorateRequest('visitorTag', null);
  fastify.addHook('preHandler', async (request, reply) => {
    const options = publicCacheOf(request);
    if (!options || options.skip?.(request.url.split('?')[0]!)) return;
    void reply.header('vary', VISITOR_VARY);
    if (!isVisitorRead(request)) return;
    const version = await deps.readModelVersion().catch(() => null);
    // Without the version (the database is away) the route answers as for a member, and its own errors say why.
    if (version === null) return;
    request.visitorTag = tagOf(version, deps.release(), request.url);
    const held = request.headers['if-none-match'];
    if (
      held?.includes(TAG_PREFIX) &&
      isNotModified({ 'if-none-match': held }, { etag: request.visitorTag, lastModified: new Date(0) })
    )
      return reply.status(304).send();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.visitorTag !== null && mayBeShared(reply))
      void reply.header('cache-control', VISITOR_CACHE_CONTROL).header('etag', request.visitorTag);
    done(null, payload);
  });
}

/** The built client's tag: a new build (every deployment's image has one) changes every visitor's tag. */
export const builtClientRelease = (): string => builtFile(path.join(WEB_ROOT, 'index.html'))?.plain.etag ?? 'unbuilt';

const publicCacheOf = (request: FastifyRequest): PublicCacheOptions | null =>
  request.routeOptions.config?.publicCache ?? null;

/** A read without a session cookie: any cookie of that name, even an expired one, makes it a member's. */
const isVisitorRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.cookies[SESSION_COOKIE] === undefined;

const mayBeShared = (reply: FastifyReply) =>
  (reply.statusCode === 200 || reply.statusCode === 304) && !reply.hasHeader('set-cookie') && !reply.hasHeader('etag');

function tagOf(version: string, release: string, url: string): string {
  const digest = createHash('sha256').update(`${release}\n${url}`).digest('base64url').slice(0, 12);
  return `${TAG_PREFIX}${version}.${digest}"`;
}
