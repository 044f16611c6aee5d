import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';

// Behind HTTPS (SECURE_COOKIES=true) the session and CSRF cookies are Secure as well as HttpOnly or
// SameSite; a forged cross-site request, which cannot read the CSRF cookie, is refused.
describe('session cookies behind HTTPS, and forged requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('services', { SECURE_COOKIES: 'true', RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure, HttpOnly and SameSite, and the CSRF cookie Secure and SameSite=Strict', async () => {
    const client = new ApiClient(t.baseUrl);
    const session = await client.get('/api/session');
    expect(session.headers.getSetCookie().join()).toMatch(
      /csrf_token=[^;]+;.*Secure.*SameSite=Strict|csrf_token=[^;]+;.*SameSite=Strict.*Secure/i,
    );
    const signup = await client.post('/api/auth/signup', {
      email: 'secure@example.org',
      password: 'correct horse',
      isAdult: true,
    });
    const sid = signup.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/Secure/i);
    expect(sid).toMatch(/SameSite=Lax/i);
  });

  it('refuses a form posted from another site, and a token from another visitor', async () => {
    const victim = new ApiClient(t.baseUrl);
    await victim.signUp('victim@example.org');
    const sid = victim.cookie('sid')!;
    // A cross-site form: the browser sends the cookies it may, but no header, and not as JSON.
    const forged = await fetch(`${t.baseUrl}/api/articles`, {
      method: 'POST',
      headers: {
        cookie: `sid=${sid}`,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'title=Hacked&body=Posted+by+someone+else',
    });
    expect(forged.status).toBe(403);
    // The attacker's own token does not match the victim's cookie.
    const attacker = new ApiClient(t.baseUrl);
    await attacker.get('/api/session');
    const mixed = await fetch(`${t.baseUrl}/api/articles`, {
      method: 'POST',
      headers: {
        cookie: `sid=${sid}; csrf_token=${victim.cookie('csrf_token')}`,
        'x-csrf-token': attacker.cookie('csrf_token')!,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'Hacked', body: 'Posted by someone else', tags: [], categories: [] }),
    });
    expect(mixed.status).toBe(403);
    expect((await victim.get('/api/account/history')).body).toEqual({ items: [] });
  });
});
