import { systemContext } from '../../src/commands/command-context';
import { changeRole } from '../../src/commands/users/users.decider';
import { CommandRunner } from '../../src/writes/command-runner';
import { MESSAGES } from '../../src/contracts/messages';
import { QUEUE_DASHBOARD_TEXT } from '../../src/http/queue-dashboard';
import { QUEUES } from '../../src/infra/jobs/queues';
import { ApiClient } from '../support/api-client';
import { latestEmail, startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { grantRole } from '../support/roles';
import { until } from '../support/until';

describe.each<TestProfile>(['services', 'embedded'])(
  'the job queue dashboard at /admin/queues (%s profile)',
  (profile) => {
    let t: TestApp;
    let admin: ApiClient;
    let member: ApiClient;

    beforeAll(async () => {
      t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
      member = new ApiClient(t.baseUrl);
      await member.signUp(`member-${profile}@example.org`);
      admin = new ApiClient(t.baseUrl);
      const { uid } = await admin.signUp(`admin-${profile}@example.org`);
      await grantRole(t, admin, uid, 'Administrator');
    });
    afterAll(async () => t.close());

    it('sends a visitor to log in, and refuses a member', async () => {
      const visitor = await fetch(`${t.baseUrl}/admin/queues`, { redirect: 'manual' });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('location')).toBe('/login');
      expect((await new ApiClient(t.baseUrl).get('/admin/queues/api/queues')).status).toBe(401);
      const refused = await member.get('/admin/queues');
      expect(refused.status).toBe(403);
      expect(refused.body).toContain(QUEUE_DASHBOARD_TEXT.forbidden);
      expect((await member.get('/admin/queues/api/queues')).status).toBe(403);
    });

    if (profile === 'services') {
      it('shows an administrator the BullMQ queues, with its own assets from this server', async () => {
        const html = await admin.get('/admin/queues');
        expect(html.status).toBe(200);
        expect(html.body).toContain('<div id="root">');
        const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(html.body as string)![1];
        expect((await admin.get(`/admin/queues/${script}`)).status).toBe(200);
        const api = await admin.get('/admin/queues/api/queues');
        expect(api.status).toBe(200);
        expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual([...QUEUES].sort());
      });

      it('refuses a change that comes from another site', async () => {
        const r = await admin.request('PUT', '/admin/queues/api/queues/email/pause', undefined, {
          origin: 'https://evil.example',
        });
        expect(r).toMatchObject({ status: 403, body: { message: QUEUE_DASHBOARD_TEXT.crossSite } });
      });

      it('refuses a change from a session that an emailed reset code opened', async () => {
        const email = `reset-admin-${profile}@example.org`;
        const { uid } = await new ApiClient(t.baseUrl).signUp(email);
        await t.app.get(CommandRunner).run(changeRole, { uid: uid, role: 'Administrator' }, systemContext('test'));
        await new ApiClient(t.baseUrl).post('/api/auth/reset-code', { email });
        const code = /^\s{4}([A-Z0-9]{10})$/m.exec((await latestEmail(t.dataDir, email)).text)![1]!;
        const reset = new ApiClient(t.baseUrl);
        await reset.post('/api/auth/reset-verify', { email, code });
        await until(
          async () => (await reset.get('/api/session')).body.user.role === 'Administrator',
          'the administrator role',
        );

        expect((await reset.get('/admin/queues/api/queues')).status).toBe(200);
        const refused = await reset.request('PUT', '/admin/queues/api/queues/email/pause');
        expect(refused).toMatchObject({ status: 403, body: { message: MESSAGES.newPasswordFirst } });
      });
    } else {
      it('tells an administrator why there is no queue to show', async () => {
        const r = await admin.get('/admin/queues');
        expect(r.status).toBe(200);
        expect(r.body).toContain(QUEUE_DASHBOARD_TEXT.embedded);
      });
    }
  },
);
