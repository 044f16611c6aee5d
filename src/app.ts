import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule, CONTROLLERS } from './app.module';
import { CLOCK, type Clock } from './common/clock';
import type { Config } from './config/config';
import { createLogger } from './infra/logging/create-logger';
import { nestLoggerOver } from './infra/logging/nest-logger';
import { PROFILE_IMAGE_MAX_BYTES } from './contracts/experts';
import { setOpenApiDocument } from './http/docs.controller';
import { buildOpenApiDocument } from './http/openapi/openapi-document';
import { registerIdempotentWrites } from './http/idempotent-writes';
import { registerPrivateResponses } from './http/private-responses';
import { builtClientRelease, registerVisitorCache } from './http/visitor-cache';
import { registerQueueDashboard } from './http/queue-dashboard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerServerTiming } from './http/server-timing';
import { registerSessionHooks } from './http/session.hooks';
import { SessionStarter } from './http/session-starter';
import { BRAINTREE_CSP } from './infra/payments/braintree-csp';
import { AD_NETWORK_CSP } from './config/ads-csp';
import type { JobQueue } from './infra/jobs/job-queue.port';
import { WriteKeysRepository } from './infra/event-store/write-keys.repository';
import { UsersQueries } from './projections/users/users.queries';
import { ReadModelVersion } from './projections/read-model-version';
import type { ReadModel } from './projections/read-model';
import type { SqlDatabase } from './infra/sql/database';
import { JOB_QUEUE, SQL_DATABASE } from './infra/tokens';

const BODY_LIMIT = 1024 * 1024;

/** A mutation with nothing to say may send `content-type: application/json` and no body. */
function acceptEmptyJsonBodies(
  fastify: NestFastifyApplication['getHttpAdapter'] extends () => { getInstance(): infer F } ? F : never,
): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}

/** Builds the whole application for a configuration; `main.ts` listens, tests use it directly. */
export async function createApp(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
): Promise<NestFastifyApplication> {
  // Requests are logged by the application's logger (src/http/request-log.ts), not by Fastify's own.
  // trustProxy decides whose X-Forwarded-For sets `request.ip`, the address rate limits count by.
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT, logger: false, trustProxy: config.trustProxy });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    logger: nestLoggerOver(logger),
    // Our own JSON parser (below) replaces Nest's, so that an empty JSON body reads as {}.
    bodyParser: false,
  });
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  acceptEmptyJsonBodies(fastify);
  await app.register(fastifyCookie as never);
  // Uploads (the expert's profile image) are read by the route that takes them: one file, nothing else.
  await app.register(
    fastifyMultipart as never,
    { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } } as never,
  );
  // Braintree's drop-in is remote code: the page may load it only when the Braintree gateway is configured.
  const braintree = config.braintree ? BRAINTREE_CSP : { scriptSrc: [], imgSrc: [], connectSrc: [], frameSrc: [] };
  // Likewise the ad network's code, only when a network is configured.
  const ads = config.ads.network ? AD_NETWORK_CSP : { scriptSrc: [], imgSrc: [], connectSrc: [], frameSrc: [] };
  registerSecurityHeaders(fastify as never, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...braintree.scriptSrc, ...ads.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...braintree.imgSrc, ...ads.imgSrc],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...braintree.connectSrc, ...ads.connectSrc],
        // Video embeds and book previews on content pages; nothing else may be framed.
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://read.amazon.com',
          ...braintree.frameSrc,
          ...ads.frameSrc,
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only where the site is served over HTTPS; on plain http these would break every request.
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  registerPrivateResponses(fastify as never);
  const readModel = new ReadModelVersion(app.get<SqlDatabase<ReadModel>>(SQL_DATABASE));
  registerVisitorCache(fastify as never, {
    readModelVersion: () => readModel.current(),
    release: builtClientRelease,
  });
  if (config.serverTiming) registerServerTiming(fastify as never);
  registerSessionHooks(fastify as never, {
    config,
    users: app.get(UsersQueries),
    clock: app.get<Clock>(CLOCK),
  });
  registerIdempotentWrites(fastify as never, {
    writeKeys: app.get(WriteKeysRepository),
    sessions: app.get(SessionStarter),
  });
  await registerQueueDashboard(fastify as never, {
    jobs: app.get<JobQueue>(JOB_QUEUE),
    users: app.get(UsersQueries),
    clock: app.get<Clock>(CLOCK),
  });
  setOpenApiDocument(buildOpenApiDocument(app, CONTROLLERS));
  await app.init();
  return app;
}
