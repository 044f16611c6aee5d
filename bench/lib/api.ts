/** Calling the app's HTTP API the way the web client does: CSRF double submit, session cookie. */
import { performance } from 'node:perf_hooks';

export interface Session {
  /** The `cookie` request header: the CSRF cookie, and `sid` once signed up. */
  cookie: string;
  csrf: string;
}

export interface Reply {
  status: number;
  ms: number;
  text: string;
}

/** GET /api/session: the CSRF token (cookie and body) that every mutation must send back. */
export async function csrfToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/session`);
  if (!response.ok) throw new Error(`GET /api/session answered ${response.status}`);
  const { csrfToken: token } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`csrf_token=${token};`));
  if (!cookie) throw new Error('GET /api/session set no csrf_token cookie');
  return token;
}

export const mutationHeaders = (session: Session) => ({
  cookie: session.cookie,
  'x-csrf-token': session.csrf,
  'content-type': 'application/json',
});

export async function post(base: string, route: string, session: Session, body: unknown): Promise<Reply> {
  const t0 = performance.now();
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: mutationHeaders(session),
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - t0, text };
}

/** Signs up (201) or logs in (200) through `route` and keeps the session it starts. */
async function startSession(base: string, route: string, body: object, expected: number): Promise<Session> {
  const csrf = await csrfToken(base);
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: mutationHeaders({ cookie: `csrf_token=${csrf}`, csrf }),
    body: JSON.stringify(body),
  });
  if (response.status !== expected)
    throw new Error(`${route} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const sid = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error(`${route} set no sid cookie`);
  return { cookie: `csrf_token=${csrf}; ${sid}`, csrf };
}

/** A new member, signed up and so logged in. */
export const signUp = (base: string, email: string, password: string) =>
  startSession(base, '/api/auth/signup', { email, password, isAdult: true }, 201);

/** An existing account, logged in. */
export const logIn = (base: string, email: string, password: string) =>
  startSession(base, '/api/auth/login', { email, password }, 200);

/** `task` over `items` by `concurrency` workers, in order. */
export async function inParallel<T>(
  items: T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

/** Untimed rounds of reads before a client process's first timed request. */
const WARM_UP_ROUNDS = 20;

/**
 * Readies a fresh client process before it times anything: its first `fetch` loads the HTTP client
 * and opens connections, which took tens of milliseconds and made a phase's first samples the
 * slowest in the run (its p99) while the server's own Server-Timing said it answered in the usual
 * time. `connections` requests at a time, as many as the timed run keeps open.
 */
export async function warmUpClient(base: string, connections: number): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS; round++)
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const response = await fetch(`${base}/api/articles?page=1`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /api/articles?page=1 answered ${response.status}`);
      }),
    );
}
