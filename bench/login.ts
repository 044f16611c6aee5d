/**
 * Benchmark 4: login latency (argon2id at its recommended cost) through the real app over HTTP,
 * with GET /api/session on the same server as the baseline. Target: p99 under 150 ms.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../src/infra/accounts/passwords';
import { csrfToken, inParallel, mutationHeaders, post, type Session } from './lib/api';
import { startBenchApp } from './lib/app';
import { type Benchmark, fmt, ms, percentile, ratioResult, runIfMain, SETTINGS } from './lib/harness';
import { checkLoad, type LoadRequest, runLoad } from './lib/load';

export const TARGET_P99_MS = 150;
const SESSION_SECONDS = 5;
const DIRECT_SECONDS = 3;

interface Account {
  email: string;
  password: string;
}

interface Latency {
  p50: number;
  p99: number;
  count: number;
}

/** Logging in's cost without HTTP: `verifyPassword` on an argon2id hash, `callers` at a time. */
async function measureVerify(callers: number, seconds: number): Promise<Latency> {
  const password = 'correct horse battery staple';
  const stored = { passwordHash: await hashPassword(password), legacySalt: null };
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const { ok } = await verifyPassword(password, stored);
        samples.push(performance.now() - t0);
        if (!ok) throw new Error('verifyPassword refused the right password');
      }
    }),
  );
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), count: samples.length };
}

export const login: Benchmark = async ({ log }) => {
  const connections = SETTINGS.loginConnections;
  const started = await startBenchApp(log);
  try {
    const { base } = started;
    const csrf = await csrfToken(base);
    const anonymous: Session = { cookie: `csrf_token=${csrf}`, csrf };

    const accounts: Account[] = Array.from({ length: SETTINGS.loginUsers }, (_, i) => ({
      email: `bench-${i + 1}@example.com`,
      password: `bench password ${i + 1} ${randomBytes(4).toString('hex')}`,
    }));
    await inParallel(accounts, 4, async (account) => {
      const { status, text } = await post(base, '/api/auth/signup', anonymous, { ...account, isAdult: true });
      if (status !== 201) throw new Error(`signup of ${account.email} answered ${status}: ${text.slice(0, 200)}`);
    });
    // The first allowed attempt of every account, one at a time: also proves the credentials work.
    const first: number[] = [];
    for (const account of accounts) {
      const { status, ms: took, text } = await post(base, '/api/auth/login', anonymous, account);
      if (status !== 200) throw new Error(`login of ${account.email} answered ${status}: ${text.slice(0, 200)}`);
      first.push(took);
    }
    log(
      `signed up ${accounts.length} users; first logins p50 ${ms(percentile(first, 50))}, max ${ms(Math.max(...first))}`,
    );

    const session = await runLoad({
      url: base,
      connections,
      seconds: SESSION_SECONDS,
      requests: [{ method: 'GET', path: '/api/session', headers: { cookie: anonymous.cookie } }],
    });
    checkLoad('GET /api/session', session);
    log(`GET /api/session: p50 ${ms(session.p50)}, p99 ${ms(session.p99)}, ${fmt(session.rps)} req/s`);

    const requests: LoadRequest[] = accounts.map((account) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: mutationHeaders(anonymous),
      body: JSON.stringify(account),
    }));
    const logins = await runLoad({ url: base, connections, seconds: SETTINGS.loginSeconds, requests });
    checkLoad('POST /api/auth/login', logins);
    log(`POST /api/auth/login: p50 ${ms(logins.p50)}, p99 ${ms(logins.p99)}, ${fmt(logins.rps)} req/s`);

    const direct = await measureVerify(connections, DIRECT_SECONDS);
    log(`verifyPassword x${connections}: p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)}`);

    const details = [
      `POST /api/auth/login, ${connections} connections, ${SETTINGS.loginSeconds} s, ${accounts.length} accounts in rotation: ${fmt(logins.requests)} logins (${fmt(logins.rps, 1)}/s), p50 ${ms(logins.p50)}, p90 ${ms(logins.p90)}, p99 ${ms(logins.p99)}, max ${ms(logins.max)}`,
      `verifyPassword alone (argon2id 19 MiB, t=2, p=1), ${connections} concurrent callers: p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)} over ${fmt(direct.count)} calls`,
      `first allowed login of each account over HTTP, sequential: p50 ${ms(percentile(first, 50))}, max ${ms(Math.max(...first))}`,
      `GET /api/session, ${connections} connections, ${SESSION_SECONDS} s: p50 ${ms(session.p50)}, p99 ${ms(session.p99)}, ${fmt(session.rps)} req/s`,
    ];
    return [
      ratioResult({
        id: 'login',
        title: `login p99 (argon2id, ${connections} connections)`,
        result: `p99 ${ms(logins.p99)} (p50 ${ms(logins.p50)})`,
        baseline: `GET /api/session p99 ${ms(session.p99)}`,
        ratio: TARGET_P99_MS / logins.p99,
        target: 1,
        targetText: `p99 <= ${TARGET_P99_MS} ms, i.e. ${TARGET_P99_MS}/p99 >= 1x`,
        details,
      }),
    ];
  } finally {
    await started.close();
  }
};

runIfMain(module, login);
