import { fetchFrom } from './fetch-from';

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

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
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
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);

  async signUp(email: string, password = 'correct horse battery'): Promise<any> {
    const r = await this.post('/api/auth/signup', { email, password, isAdult: true });
    if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.user;
  }
}
