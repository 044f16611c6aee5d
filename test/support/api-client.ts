import type { SessionUser } from '../../src/contracts/members';
import { fetchFrom } from './fetch-from';

/**
 * The default type of an answer's parsed body. Suites walk bodies of hundreds of shapes by plain
 * property access (`r.body.items[0].id`) and let `expect` check the values, so the default stays
 * open; a caller that knows the shape names it: `client.get<SessionReply>('/api/session')`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one open body type, see above
export type AnswerBody = any;

/** An answer as the client hands it back: the status, the parsed JSON (or the text) and the headers. */
export interface ApiAnswer<T = AnswerBody> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A cookie-keeping API client that sends the CSRF token the way the web client does; `from`, a
 * loopback address such as 127.0.0.2, makes its requests come from that address.
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();
  private readonly send: typeof fetch;

  constructor(
    private readonly baseUrl: string,
    options: { from?: string } = {},
  ) {
    this.send = options.from ? fetchFrom(options.from) : fetch;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Drops a cookie, as a browser does that never got the answer which set it. */
  forget(name: string): void {
    this.cookies.delete(name);
  }

  /** The Cookie header this client sends: for requests it does not make itself (a stream). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = AnswerBody>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    if (method !== 'GET' && !this.cookies.has('csrf_token')) await this.request('GET', '/api/session');
    const response = await this.send(this.baseUrl + path, {
      method,
      headers: {
        // A FormData body sets its own multipart content type.
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' && this.cookies.has('csrf_token')
          ? { 'x-csrf-token': this.cookies.get('csrf_token')! }
          : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof FormData
            ? body
            : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(set)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = AnswerBody>(path: string) => this.request<T>('GET', path);
  post = <T = AnswerBody>(path: string, body?: unknown) => this.request<T>('POST', path, body ?? {});
  patch = <T = AnswerBody>(path: string, body: unknown) => this.request<T>('PATCH', path, body);
  put = <T = AnswerBody>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  delete = <T = AnswerBody>(path: string) => this.request<T>('DELETE', path);

  async signUp(email: string, password = 'correct horse battery'): Promise<SessionUser> {
    const r = await this.post<{ user: SessionUser }>('/api/auth/signup', { email, password, isAdult: true });
    if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.user;
  }
}
