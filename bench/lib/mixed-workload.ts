/**
 * The mixed workload of the load test: one autocannon instance per route, all at once, so that
 * each route has its own latency figures while they share the server. Writes remember what the
 * server acknowledged, to be looked for in the read model afterwards.
 */
import type { PostKind } from '../../src/contracts/content';
import type { SeededPost, SeededReply } from './seeder';
import type { Session } from './api';
import { mutationHeaders } from './api';
import { percentile } from './harness';
import { mulberry32 } from './search-corpus';
import { serverTimingSteps } from './server-timing';

export interface Acknowledged {
  posts: { kind: PostKind; id: number; title: string }[];
  replies: { kind: 'comment' | 'answer'; id: number; text: string }[];
  /** The last vote each voter's server answer reported, per reply: `${kind}:${id}:${voter}` → myVote. */
  votes: Map<string, number>;
  voteCount: number;
  bookmarks: { uid: number; type: PostKind; id: number }[];
}

export interface RouteFigures {
  route: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Status code → count. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** From the answers' Server-Timing headers (writes only): each step's p50 and p99, in ms. */
  steps: Record<string, { p50: number; p99: number }>;
}

export interface WorkloadInput {
  /** The API processes; each route's connections are spread over them. */
  bases: string[];
  seconds: number;
  posts: SeededPost[];
  replies: SeededReply[];
  topics: string[];
  searchWords: string[];
  /** Logged-in members, each with their uid. */
  sessions: { uid: number; session: Session }[];
}

interface RouteSpec {
  route: string;
  connections: number;
  /** Whether each connection keeps a member session of its own (writes). */
  writes: boolean;
  next(connection: Connection): Outgoing;
}

interface Outgoing {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Called with the parsed body of a 2xx answer. */
  acknowledged?(body: unknown): void;
}

interface Connection {
  uid: number;
  session: Session | null;
}

const LIST_PATHS: Record<PostKind, string> = {
  articles: 'articles',
  books: 'books',
  videos: 'videos',
  qnas: 'questions',
};
const PAGE_SIZE = 6;

export function routeSpecs(input: WorkloadInput, acks: Acknowledged, runTag: string): RouteSpec[] {
  const random = mulberry32(99);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const pages = (kind: PostKind) =>
    Math.max(1, Math.ceil(input.posts.filter((p) => p.kind === kind).length / PAGE_SIZE));
  const pageCount = Object.fromEntries(
    (Object.keys(LIST_PATHS) as PostKind[]).map((kind) => [kind, pages(kind)]),
  ) as Record<PostKind, number>;
  const commentable = input.posts.filter((p) => p.kind !== 'qnas');
  const questions = input.posts.filter((p) => p.kind === 'qnas');
  let serial = 0;
  const marker = () => `${runTag}-${++serial}`;
  return [
    {
      route: 'GET list',
      connections: 4,
      writes: false,
      next: () => {
        const kind = pick(Object.keys(LIST_PATHS) as PostKind[]);
        // Most readers stay on the first pages.
        const page = 1 + Math.floor(random() ** 3 * pageCount[kind]);
        return { method: 'GET', path: `/api/${LIST_PATHS[kind]}?page=${page}` };
      },
    },
    {
      route: 'GET detail',
      connections: 4,
      writes: false,
      next: () => {
        const post = pick(input.posts);
        return { method: 'GET', path: `/api/${LIST_PATHS[post.kind]}/${post.id}` };
      },
    },
    {
      route: 'GET replies',
      connections: 2,
      writes: false,
      next: () => {
        const post = pick(input.posts);
        return {
          method: 'GET',
          path: post.kind === 'qnas' ? `/api/questions/${post.id}/answers` : `/api/${post.kind}/${post.id}/comments`,
        };
      },
    },
    {
      route: 'GET topic',
      connections: 2,
      writes: false,
      next: () => {
        const tab = pick(['qnas', 'articles', 'videos', 'books']);
        return random() < 0.3
          ? { method: 'GET', path: `/api/topics/${pick(input.topics)}` }
          : { method: 'GET', path: `/api/topics/${pick(input.topics)}/items?tab=${tab}` };
      },
    },
    {
      route: 'GET search',
      connections: 3,
      writes: false,
      next: () => {
        const terms =
          random() < 0.5 ? pick(input.searchWords) : `${pick(input.searchWords)} ${pick(input.searchWords)}`;
        return {
          method: 'GET',
          path: `/api/search?q=${encodeURIComponent(terms)}&kind=${pick(['articles', 'qnas', 'videos', 'books'])}`,
        };
      },
    },
    {
      route: 'POST post',
      connections: 1,
      writes: true,
      next: () => {
        const title = `Load test post ${marker()}`;
        return {
          method: 'POST',
          path: '/api/articles',
          body: { title, body: 'Written under load. It must not be lost.', tags: ['load'], categories: [] },
          acknowledged: (body: { id: number }) => acks.posts.push({ kind: 'articles', id: body.id, title }),
        };
      },
    },
    {
      route: 'POST reply',
      connections: 2,
      writes: true,
      next: () => {
        const text = `Load test reply ${marker()}: thank you for sharing this.`;
        if (random() < 0.5 && questions.length > 0) {
          const question = pick(questions);
          return {
            method: 'POST',
            path: `/api/questions/${question.id}/answers`,
            body: { text },
            acknowledged: (body: { id: number }) => acks.replies.push({ kind: 'answer', id: body.id, text }),
          };
        }
        const post = pick(commentable);
        return {
          method: 'POST',
          path: `/api/${post.kind}/${post.id}/comments`,
          body: { text },
          acknowledged: (body: { id: number }) => acks.replies.push({ kind: 'comment', id: body.id, text }),
        };
      },
    },
    {
      route: 'POST vote',
      connections: 3,
      writes: true,
      next: (connection) => {
        // A member's own reply refuses their vote: each connection votes on others' replies.
        let reply = pick(input.replies);
        while (reply.authorId === connection.uid) reply = pick(input.replies);
        return {
          method: 'POST',
          path: `/api/${reply.kind}s/${reply.id}/vote`,
          body: { direction: random() < 0.75 ? 'up' : 'down' },
          acknowledged: (body: { myVote: number }) => {
            acks.votes.set(`${reply.kind}:${reply.id}:${connection.uid}`, body.myVote);
            acks.voteCount += 1;
          },
        };
      },
    },
    {
      route: 'PUT bookmark',
      connections: 1,
      writes: true,
      next: (connection) => {
        const post = pick(input.posts);
        return {
          method: 'PUT',
          path: `/api/account/saved/${post.kind}/${post.id}`,
          acknowledged: () => acks.bookmarks.push({ uid: connection.uid, type: post.kind, id: post.id }),
        };
      },
    },
  ];
}

/** Runs every route's load at once for `seconds`; each writing connection has a member of its own. */
export async function runMixedWorkload(input: WorkloadInput, specs: RouteSpec[]): Promise<RouteFigures[]> {
  // autocannon ships no types: only what is used here is declared.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const autocannon = require('autocannon') as (
    options: object,
    done: (error: unknown, result: AutocannonResult) => void,
  ) => AutocannonInstance;
  const sessions = [...input.sessions];
  const needed = specs.filter((s) => s.writes).reduce((sum, s) => sum + s.connections, 0);
  if (sessions.length < needed)
    throw new Error(`The workload needs ${needed} members with a session; ${sessions.length} logged in.`);
  // Each writing route has a member per connection, lent to one request at a time: a member's
  // requests never overlap, so the last vote the server acknowledged is the one it keeps.
  const pools = new Map(
    specs
      .filter((s) => s.writes)
      .map((s) => [s.route, sessions.splice(0, s.connections).map((m) => ({ ...m, busy: false }))]),
  );
  return Promise.all(
    specs.map(
      (spec, index) =>
        new Promise<RouteFigures>((resolve, reject) => {
          const latencies: number[] = [];
          const statuses: Record<string, number> = {};
          const steps = new Map<string, number[]>();
          const instance = autocannon(
            {
              // autocannon gives connection i the URL i modulo their number: each route starts at
              // another process, so that routes of a single connection do not all land on the first.
              url: rotated(input.bases, index),
              connections: spec.connections,
              duration: input.seconds,
              timeout: 10,
              requests: [
                {
                  setupRequest: (request: Record<string, unknown>, context: RequestContext) => {
                    const member = pools.get(spec.route)?.find((m) => !m.busy);
                    if (member) member.busy = true;
                    context.member = member;
                    const outgoing = spec.next({ uid: member?.uid ?? 0, session: member?.session ?? null });
                    context.outgoing = outgoing;
                    const session = member?.session;
                    return {
                      ...request,
                      method: outgoing.method,
                      path: outgoing.path,
                      headers: session ? mutationHeaders(session) : {},
                      body: outgoing.body === undefined ? undefined : JSON.stringify(outgoing.body),
                    };
                  },
                  onResponse: (
                    status: number,
                    body: string,
                    context: RequestContext,
                    headers: Record<string, string | undefined>,
                  ) => {
                    if (context.member) context.member.busy = false;
                    for (const [name, ms] of serverTimingSteps(headers['server-timing']))
                      steps.set(name, [...(steps.get(name) ?? []), ms]);
                    if (status >= 200 && status < 300 && context.outgoing?.acknowledged)
                      context.outgoing.acknowledged(JSON.parse(body || '{}'));
                  },
                },
              ],
            },
            (error, result) => {
              if (error) return reject(error instanceof Error ? error : new Error(String(error)));
              resolve({
                route: spec.route,
                requests: latencies.length,
                rps: latencies.length / input.seconds,
                p50: percentile(latencies, 50),
                p95: percentile(latencies, 95),
                p99: percentile(latencies, 99),
                statuses,
                errors: result.errors,
                timeouts: result.timeouts,
                steps: Object.fromEntries(
                  [...steps].map(([name, ms]) => [name, { p50: percentile(ms, 50), p99: percentile(ms, 99) }]),
                ),
              });
            },
          );
          instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
            latencies.push(ms);
            statuses[status] = (statuses[status] ?? 0) + 1;
          });
        }),
    ),
  );
}

function rotated<T>(items: T[], by: number): T[] {
  const at = by % items.length;
  return [...items.slice(at), ...items.slice(0, at)];
}

interface RequestContext {
  member?: { busy: boolean };
  outgoing?: Outgoing;
}

interface AutocannonResult {
  errors: number;
  timeouts: number;
}

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
