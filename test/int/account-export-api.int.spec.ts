import type { AccountExport } from '../../src/contracts/account-export';
import { ProjectionProgress } from '../../src/projections/progress';
import { ApiClient } from '../support/api-client';
import { addListedExpert } from '../support/e2e-experts';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';
import { grantRole } from '../support/roles';

describe.each<TestProfile>(['services', 'embedded'])('Download my data (%s profile)', (profile) => {
  let t: TestApp;
  let n = 0;
  const member = async (name: string) => {
    const c = new ApiClient(t.baseUrl);
    const user = await c.signUp(`${name}${++n}-${profile}@example.org`);
    return Object.assign(c, { uid: user.uid as number });
  };
  const created = async (c: ApiClient, path: string, body: object): Promise<number> => {
    const r = await c.post(path, body);
    expect(r.status).toBe(201);
    return r.body.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  it('needs a login', async () => {
    expect((await new ApiClient(t.baseUrl).get('/api/account/export')).status).toBe(401);
  });

  it('holds the member’s profile, posts, comments, answers, votes, bookmarks and follows, and nobody else’s', async () => {
    const me = await member('keeper');
    const other = await member('neighbour');
    expect(
      (await me.patch('/api/account', { username: 'Quiet Keeper', stateReside: 'Ohio', numChildren: 2 })).status,
    ).toBe(200);

    const mine = await created(me, '/api/articles', {
      title: 'What I kept',
      body: 'The dog and the books.',
      tags: ['moving'],
      categories: [],
    });
    const theirs = await created(other, '/api/questions', {
      title: 'Who keeps the dog?',
      body: 'Asking for me.',
      tags: [],
      categories: [],
      acknowledged: true,
    });
    const otherArticle = await created(other, '/api/articles', {
      title: 'Their article',
      body: 'Not mine.',
      tags: [],
      categories: [],
    });
    const answer = await created(me, `/api/questions/${theirs}/answers`, { text: 'Whoever walks it.' });
    const comment = await created(me, `/api/articles/${otherArticle}/comments`, { text: 'Thank you.' });
    const removed = await created(me, `/api/articles/${otherArticle}/comments`, {
      text: 'A comment the moderators removed.',
    });
    const theirComment = await created(other, `/api/articles/${mine}/comments`, { text: 'Lovely.' });
    expect((await me.post(`/api/comments/${theirComment}/vote`, { direction: 'up' })).status).toBe(200);
    expect((await other.post(`/api/answers/${answer}/vote`, { direction: 'down' })).status).toBe(200);
    expect((await me.request('PUT', `/api/account/saved/qnas/${theirs}`)).status).toBe(200);
    const expert = await addListedExpert(t, { name: 'Dana Followed', zip: '10001', topics: ['children'] });
    await t.app.get(ProjectionProgress).waitFor(expert.position!);
    expect((await me.request('PUT', `/api/experts/${expert.slug}/follow`)).status).toBe(200);
    expect((await other.post(`/api/comments/${removed}/report`, { reason: 'spam' })).status).toBe(202);
    const admin = await member('admin');
    await grantRole(t, admin, admin.uid, 'Administrator');
    const report = (await admin.get('/api/admin/reports')).body.reports.find(
      (r: { targetId: number }) => r.targetId === removed,
    );
    expect((await admin.post(`/api/admin/reports/${report.id}/remove`, { reason: 'Off topic' })).status).toBe(200);

    const r = await me.get('/api/account/export');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const data = r.body as AccountExport;
    expect(data.profile).toMatchObject({
      uid: me.uid,
      username: 'Quiet Keeper',
      stateReside: 'Ohio',
      numChildren: 2,
      role: 'member',
    });
    expect(data.profile.email).toMatch(/^keeper/);
    expect(data.posts).toEqual([
      expect.objectContaining({
        kind: 'articles',
        id: mine,
        title: 'What I kept',
        body: 'The dog and the books.',
        tags: ['moving'],
        removed: false,
      }),
    ]);
    expect(data.answers).toEqual([
      expect.objectContaining({
        id: answer,
        on: { kind: 'qnas', id: theirs },
        text: 'Whoever walks it.',
        removed: false,
      }),
    ]);
    expect(data.comments.map((c) => [c.id, c.text, c.removed])).toEqual([
      [comment, 'Thank you.', false],
      [removed, 'A comment the moderators removed.', true],
    ]);
    // Only the votes the member cast: not the one cast on their answer.
    expect(data.votes).toEqual([{ target: 'comment', id: theirComment, vote: 1 }]);
    expect(data.bookmarks).toEqual([
      expect.objectContaining({ type: 'qnas', id: theirs, title: 'Who keeps the dog?' }),
    ]);
    expect(data.follows).toEqual([expect.objectContaining({ slug: expert.slug })]);
    expect(JSON.stringify(data)).not.toContain('Their article');
  });
});
