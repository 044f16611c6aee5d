// The network of a component test: there is no server, so `fetch` answers from routes the test
// gives. Everything above it (lib/api.ts, the server-data store, the components) is the real code.
import { jest } from '@jest/globals';

export interface FakeRequest {
  method: string;
  /** The path under /api, e.g. `/questions/3/answers`. */
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Route = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** An answer the test lets go when it chooses, to see what shows while a request is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Installs a fake `fetch`: `routes` maps `"METHOD /path"` to its answer. Returns every request made,
 * in order, so a test can say how many the screen sent. An unknown route answers 404.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: FakeRequest[] = [];
  const fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, body };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    const { status = 200, body: answer } = route
      ? await route(request)
      : { status: 404, body: { message: 'Not Found' } };
    const text = answer === undefined ? '' : JSON.stringify(answer);
    return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as Response;
  });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return {
    requests,
    /** The requests made to one route. */
    sent: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
