import * as os from 'node:os';
import * as path from 'node:path';
import { z } from 'zod';
import { AD_FORMAT_DEFAULT, type AdsSettings } from '../contracts/ads';
import { parseTrustProxy, TRUST_PROXY_FORMS, type TrustProxy } from './trust-proxy';

export type Profile = 'embedded' | 'services';
export type ProcessRole = 'api' | 'projector' | 'worker';

export interface Config {
  profile: Profile;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  redisPrefix: string;
  eventStoreUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  roles: ProcessRole[];
  /** Names this process in health answers: several run the same image. */
  instanceId: string;
  /** Where a process serves /health/live and /health/ready alone (a projector or worker has no other HTTP). */
  healthPort: number | null;
  /** Readiness fails ("degraded") once an event has waited longer than this for the projections. */
  maxProjectionLagSeconds: number;
  /** Whose `X-Forwarded-For` is believed: the address rate limits count by. */
  trustProxy: TrustProxy;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Secure cookies need HTTPS; off for plain http on localhost. */
  secureCookies: boolean;
  uploadsDir: string;
  outboxDir: string;
  /** Multiplies every rate limit; above 1 only for load tests on a private machine. */
  rateLimitFactor: number;
  /** Writes answer with a Server-Timing header: the command's time, the wait for the read model, the whole. */
  serverTiming: boolean;
  /** Caps on the live update streams (GET /api/live): beyond them a tab is refused and works without. */
  live: LiveLimits;
  /** Null: the sandbox gateway (test nonces, no money moves). */
  braintree: BraintreeConfig | null;
  ads: AdsSettings;
}

export interface LiveLimits {
  maxStreams: number;
  maxPerAddress: number;
  maxPerSession: number;
  /** A stream closes after this long, and the browser reconnects where it stood. */
  maxAgeSeconds: number;
  /** How many messages an API process keeps for tabs that come back (older ones are told to reset). */
  buffer: number;
}

/** Braintree's API keys; without them payments go to the sandbox gateway. */
export interface BraintreeConfig {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration error: ${variable} ${detail}`);
  }
}

const count = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const portNumber = () =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be at least 0')
    .max(65535, 'must be at most 65535');

const envSchema = z.object({
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  REDIS_PREFIX: optional(z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1-64 letters, digits, ":", "_" or "-"')),
  EVENTSTORE_URL: optional(url(['esdb:', 'esdb+discover:'])),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: optional(z.string().min(3)),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  PORT: optional(portNumber()),
  HEALTH_PORT: optional(portNumber()),
  HEALTH_MAX_PROJECTION_LAG: optional(
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be an integer')
      .min(1, 'must be at least 1')
      .max(86_400, 'must be at most 86400'),
  ),
  INSTANCE_ID: optional(
    z.string().regex(/^[\w.:@-]{1,100}$/, 'must be 1-100 letters, digits, ".", ":", "@", "_" or "-"'),
  ),
  TRUST_PROXY: optional(
    z.string().transform((value, ctx) => {
      const trusted = parseTrustProxy(value);
      if (trusted === null) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
      return trusted ?? false;
    }),
  ),
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string().min(1)),
  UPLOADS_DIR: optional(z.string().min(1)),
  PROCESS_ROLES: optional(
    z
      .string()
      .regex(
        /^(api|projector|worker)(,(api|projector|worker))*$/,
        'must be a comma-separated list of api, projector, worker',
      ),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SECURE_COOKIES: optional(z.enum(['true', 'false'])),
  SERVER_TIMING: optional(z.enum(['true', 'false'])),
  BRAINTREE_MERCHANT_ID: optional(z.string().min(1)),
  BRAINTREE_PUBLIC_KEY: optional(z.string().min(1)),
  BRAINTREE_PRIVATE_KEY: optional(z.string().min(1)),
  BRAINTREE_ENVIRONMENT: optional(z.enum(['sandbox', 'production'])),
  ADS_CLIENT: optional(
    z.string().regex(/^ca-pub-\d{6,20}$/, 'must be the ad network client id, e.g. ca-pub-1234567890123456'),
  ),
  ADS_SLOT: optional(z.string().regex(/^\d{4,20}$/, 'must be the ad slot id (digits)')),
  ADS_LAYOUT: optional(z.string().regex(/^[\w+-]{1,64}$/, 'must be an ad layout name or key, e.g. in-article')),
  ADS_FORMAT: optional(z.string().regex(/^[a-z, ]{1,64}$/, 'must be an ad format, e.g. auto or rectangle')),
  ADS_SEARCH_SLOT: optional(
    z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'must be the search ads container id, e.g. afscontainer1'),
  ),
  ADS_BOOK_TAG: optional(
    z.string().regex(/^[\w-]{1,64}$/, 'must be the bookstore associate tag, e.g. divorcecommunity-20'),
  ),
  LIVE_MAX_STREAMS: optional(count(1_000_000)),
  LIVE_MAX_STREAMS_PER_ADDRESS: optional(count(10_000)),
  LIVE_MAX_STREAMS_PER_SESSION: optional(count(1_000)),
  LIVE_MAX_AGE: optional(count(86_400)),
  LIVE_BUFFER: optional(count(1_000_000)),
  RATE_LIMIT_FACTOR: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000'),
  ),
});

/** Reads and validates the environment once; a bad or missing variable stops start-up naming it. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigError(variable, `${issue.message} (got ${JSON.stringify(env[variable])})`);
  }
  const e = parsed.data;
  const profile: Profile = e.DATABASE_URL ? 'services' : 'embedded';
  if (profile === 'services' && !e.REDIS_URL) {
    throw new ConfigError(
      'REDIS_URL',
      'is required when DATABASE_URL is set (the services profile runs jobs on Redis)',
    );
  }
  const port = e.PORT ?? 3000;
  const braintreeKeys = [e.BRAINTREE_MERCHANT_ID, e.BRAINTREE_PUBLIC_KEY, e.BRAINTREE_PRIVATE_KEY];
  if (braintreeKeys.some(Boolean) && !braintreeKeys.every(Boolean)) {
    const missing = (['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'] as const).find(
      (name) => !e[name],
    )!;
    throw new ConfigError(
      missing,
      'is required when any of BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY is set',
    );
  }
  if (Boolean(e.ADS_CLIENT) !== Boolean(e.ADS_SLOT)) {
    throw new ConfigError(
      e.ADS_CLIENT ? 'ADS_SLOT' : 'ADS_CLIENT',
      'is required when the other of ADS_CLIENT and ADS_SLOT is set',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  return {
    profile,
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: profile === 'services' ? e.REDIS_URL! : null,
    redisPrefix: e.REDIS_PREFIX ?? 'dc',
    eventStoreUrl: e.EVENTSTORE_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Divorce Community <no-reply@localhost>',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    roles: (e.PROCESS_ROLES ?? 'api,projector,worker').split(',') as ProcessRole[],
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}:${process.pid}`,
    healthPort: e.HEALTH_PORT ?? null,
    maxProjectionLagSeconds: e.HEALTH_MAX_PROJECTION_LAG ?? 30,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL ?? 'info',
    secureCookies: e.SECURE_COOKIES === 'true',
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    outboxDir: path.join(dataDir, 'outbox'),
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? 1,
    serverTiming: e.SERVER_TIMING === 'true',
    live: {
      maxStreams: e.LIVE_MAX_STREAMS ?? 2_000,
      maxPerAddress: e.LIVE_MAX_STREAMS_PER_ADDRESS ?? 20,
      maxPerSession: e.LIVE_MAX_STREAMS_PER_SESSION ?? 10,
      maxAgeSeconds: e.LIVE_MAX_AGE ?? 1_800,
      buffer: e.LIVE_BUFFER ?? 10_000,
    },
    braintree: e.BRAINTREE_MERCHANT_ID
      ? {
          environment: e.BRAINTREE_ENVIRONMENT ?? 'sandbox',
          merchantId: e.BRAINTREE_MERCHANT_ID,
          publicKey: e.BRAINTREE_PUBLIC_KEY!,
          privateKey: e.BRAINTREE_PRIVATE_KEY!,
        }
      : null,
    ads: {
      network:
        e.ADS_CLIENT && e.ADS_SLOT
          ? {
              client: e.ADS_CLIENT,
              slot: e.ADS_SLOT,
              layout: e.ADS_LAYOUT ?? null,
              format: e.ADS_FORMAT ?? AD_FORMAT_DEFAULT,
              searchSlot: e.ADS_SEARCH_SLOT ?? null,
            }
          : null,
      bookTag: e.ADS_BOOK_TAG ?? null,
    },
  };
}
