import type { AnswerList } from '../../src/contracts/best-answers';
import { HOLD_MESSAGES, type HeldItemList } from '../../src/contracts/holds';
import type { UserLookup } from '../../src/contracts/user-management';
import { ApiClient } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 44 part 3: an administrator stops a spammer. The account can no longer post or reply, every item of theirs
// (held or public, under their name or a pseudonym) leaves every list, page and search at once, and the stop is
// undone as simply. Both profiles: lists and search are SQL each profile runs its own way.
describe.each(['services', 'embedded'] as const)('stopping a spammer (%s)', (profile) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let asker: ApiClient;
  let spammer: ApiClient;
  let spammerUid: number;
  let questionId: number;
  const marker = `glimmerquax${profile}`;
  const client = () => new ApiClient(t.baseUrl);
  const signUp = async (who: string) => {
    const c = client();
    await c.signUp(`${who}${++n}-${profile}@example.org`);
    return c;
  };
  const article = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    body: `All about ${marker}, told at length for the search.`,
    tags: [],
    categories: [],
    ...extra,
  });
  /** What a visitor sees of the spammer: lists, search, the answers, and the question's count. */
  const visible = async () => {
    const [articles, search, questions, answers, question] = await Promise.all([
      client().get('/api/articles'),
      client().get(`/api/search?q=${marker}&kind=articles`),
      client().get(`/api/search?q=${marker}&kind=qnas`),
      client().get(`/api/questions/${questionId}/answers`),
      client().get(`/api/questions/${questionId}`),
    ]);
    return {
      articles: JSON.stringify(articles.body).includes(marker),
      // The search's answer repeats the query: the hits are known by their titles.
      search: JSON.stringify(search.body).includes(`Deals on ${marker}`),
      pseudonymous: JSON.stringify(questions.body).includes(`Asking about ${marker}`),
      answers: (answers.body as AnswerList).items.length,
      replyCount: question.body.replyCount as number,
    };
  };
  const heldQueue = async () => ((await admin.get('/api/admin/held-items')).body as HeldItemList).items;

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    admin = await signUp('admin');
    await grantRole(t, admin, (await admin.get('/api/session')).body.user.uid, 'Administrator');
    asker = await signUp('asker');
    const q = await asker.post('/api/questions', {
      title: 'Where do I start with the paperwork?',
      body: 'The forms are many and I am tired.',
      tags: [],
      categories: [],
      acknowledged: true,
    });
    questionId = q.body.id;
    spammer = await signUp('spammer');
    spammerUid = (await spammer.get('/api/session')).body.user.uid;
  });
  afterAll(async () => t.close());

  it('hides all of it at once, refuses their next post, and puts everything back when lifted', async () => {
    const published = await spammer.post('/api/articles', article(`Deals on ${marker}`));
    expect(published.status).toBe(201);
    const pseudonymous = await spammer.post('/api/questions', {
      ...article(`Asking about ${marker}`),
      acknowledged: true,
      pseudonymous: true,
    });
    expect(pseudonymous.status).toBe(201);
    expect((await spammer.post(`/api/questions/${questionId}/answers`, { text: 'Read my page.' })).status).toBe(201);
    const held = await spammer.post(
      '/api/articles',
      article(`Links on ${marker}`, { body: 'https://a.example https://b.example https://c.example' }),
    );
    expect(held.body).toMatchObject({ held: true });
    expect(await visible()).toEqual({ articles: true, search: true, pseudonymous: true, answers: 1, replyCount: 1 });
    expect((await heldQueue()).map((item) => item.id)).toContain(held.body.id);
    // A one-word search is counted from the lexemes' counts: the stop takes them out and puts them back.
    const searched = async () => (await client().get(`/api/search?q=${marker}&kind=articles`)).body;
    const before = await searched();

    // Only administrators stop; not themselves.
    expect((await asker.post(`/api/admin/users/${spammerUid}/stop`, {})).status).toBe(403);
    const adminUid = (await admin.get('/api/session')).body.user.uid;
    expect(await admin.post(`/api/admin/users/${adminUid}/stop`, {})).toMatchObject({
      status: 400,
      body: { message: HOLD_MESSAGES.ownStop },
    });

    const stopped = await admin.post(`/api/admin/users/${spammerUid}/stop`, {});
    expect(stopped).toMatchObject({ status: 200, body: { uid: spammerUid, stopped: true } });
    expect(await visible()).toEqual({ articles: false, search: false, pseudonymous: false, answers: 0, replyCount: 0 });
    expect(JSON.stringify((await searched()).counts)).not.toEqual(JSON.stringify(before.counts));
    expect((await client().get(`/api/articles/${published.body.id}`)).status).toBe(404);
    expect((await spammer.get(`/api/articles/${published.body.id}`)).status).toBe(404);
    expect((await heldQueue()).map((item) => item.id)).not.toContain(held.body.id);
    expect(await admin.post(`/api/admin/users/${spammerUid}/stop`, {})).toMatchObject({
      status: 409,
      body: { message: HOLD_MESSAGES.alreadyStopped },
    });
    // Refused, clearly, and nothing is stored.
    const refused = await spammer.post('/api/articles', article(`More ${marker}`));
    expect(refused).toMatchObject({ status: 403, body: { message: HOLD_MESSAGES.stopped } });
    const reply = await spammer.post(`/api/questions/${questionId}/answers`, { text: 'Again.' });
    expect(reply).toMatchObject({ status: 403, body: { message: HOLD_MESSAGES.stopped } });

    const lifted = await admin.delete(`/api/admin/users/${spammerUid}/stop`);
    expect(lifted).toMatchObject({ status: 200, body: { uid: spammerUid, stopped: false } });
    expect(await searched()).toEqual(before);
    expect(await visible()).toEqual({ articles: true, search: true, pseudonymous: true, answers: 1, replyCount: 1 });
    expect((await heldQueue()).map((item) => item.id)).toContain(held.body.id);
    expect((await spammer.post(`/api/questions/${questionId}/answers`, { text: 'Sorry.' })).status).toBe(201);
    expect((await admin.delete(`/api/admin/users/${spammerUid}/stop`)).status).toBe(409);
  });

  it('shows administrators who is stopped, and stops no administrator', async () => {
    const other = await signUp('other-admin');
    const otherUid = (await other.get('/api/session')).body.user.uid as number;
    await grantRole(t, other, otherUid, 'Administrator');
    expect(await admin.post(`/api/admin/users/${otherUid}/stop`, {})).toMatchObject({
      status: 400,
      body: { message: HOLD_MESSAGES.administratorNotStopped },
    });
    const target = await signUp('target');
    const session = (await target.get('/api/session')).body.user;
    expect((await admin.post(`/api/admin/users/${session.uid}/stop`, {})).status).toBe(200);
    const found = (await admin.get(`/api/admin/users?q=${encodeURIComponent(session.username)}`)).body as UserLookup;
    expect(found.users.find((u) => u.uid === session.uid)).toMatchObject({ stopped: true });
  });
});
