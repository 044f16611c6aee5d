import type { AnswerList } from '../../src/contracts/best-answers';
import { BLOCK_MESSAGES, type BlockedMemberList } from '../../src/contracts/blocks';
import type { PostDetail } from '../../src/contracts/content';
import type { NotificationList } from '../../src/contracts/notifications';
import type { AuditEventPage } from '../../src/contracts/admin-data';
import { ApiClient } from '../support/api-client';
import { answerQuestion, askQuestion, type NamedMember, signUpNamedMember } from '../support/community-api';
import { grantRole } from '../support/roles';
import { projectionsCaughtUp, startTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Issue 44 part 6: a member blocks whoever is shown on an answer, comment or post. They no longer hear of them,
// the client hides what is shown under that name (from the list this reads), and what the blocked member replies to
// the blocker's posts from then on is shown to its author alone; nothing tells who is behind a pseudonym.
describe.each(['services', 'embedded'] as const)('blocking a member (%s)', (profile) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  const member = (name: string): Promise<NamedMember> =>
    signUpNamedMember(t.baseUrl, `blocks${++n}-${profile}@example.org`, `${name}${n}${profile}`);
  const answerIds = async (reader: ApiClient, questionId: number) =>
    ((await reader.get(`/api/questions/${questionId}/answers`)).body as AnswerList).items.map((a) => a.id);
  const blocksOf = async (c: ApiClient) => {
    const r = await c.get('/api/account/blocks');
    if (r.status !== 200) throw new Error(JSON.stringify(r));
    return (r.body as BlockedMemberList).items;
  };
  /** Others' bells follow behind the write that rings them: read once every projection has. */
  const notificationsOf = async (c: ApiClient) => {
    await projectionsCaughtUp(t);
    return (await c.get('/api/notifications')).body as NotificationList;
  };
  const askPseudonymous = async (c: ApiClient, title: string) => {
    const r = await c.post('/api/questions', {
      title,
      body: 'Asking.',
      tags: [],
      categories: [],
      acknowledged: true,
      pseudonymous: true,
    });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    admin = new ApiClient(t.baseUrl);
    await grantRole(t, admin, (await admin.signUp(`blocks-admin-${profile}@example.org`)).uid, 'Administrator');
  });
  afterAll(async () => t.close());

  it('blocks a member named on an answer: no notices from them, and their next answers are seen by them alone', async () => {
    const asker = await member('asker');
    const harasser = await member('harasser');
    const reader = await member('reader');
    const questionId = await askQuestion(asker, 'How do I answer his messages?');
    const firstAnswer = await answerQuestion(harasser, questionId, 'I know where you live.');
    expect((await notificationsOf(asker)).notifications.map((x) => x.id)).toContain(`answer-${firstAnswer}`);

    const made = await asker.post(`/api/answers/${firstAnswer}/block`);
    expect(made).toMatchObject({
      status: 201,
      body: { name: harasser.username, message: BLOCK_MESSAGES.blocked(harasser.username) },
    });
    expect(await blocksOf(asker)).toEqual([
      { id: made.body.id, name: harasser.username, blockedAt: expect.any(String), authorId: harasser.uid },
    ]);
    // The blocked member is not told: their own list is empty, and nothing of the block is theirs to read.
    expect(await blocksOf(harasser)).toEqual([]);
    // Once per thing blocked from.
    expect(await asker.post(`/api/answers/${firstAnswer}/block`)).toMatchObject({
      status: 409,
      body: { message: BLOCK_MESSAGES.alreadyBlocked },
    });
    // What the harasser did before is heard no more.
    const heard = await notificationsOf(asker);
    expect(heard.notifications.map((x) => x.id)).not.toContain(`answer-${firstAnswer}`);
    expect(heard.unread).toBe(0);

    const secondAnswer = await answerQuestion(harasser, questionId, 'You cannot hide from me.');
    expect(await answerIds(harasser, questionId)).toContain(secondAnswer);
    for (const other of [asker, reader, new ApiClient(t.baseUrl)])
      expect(await answerIds(other, questionId)).not.toContain(secondAnswer);
    expect(((await reader.get(`/api/questions/${questionId}`)).body as PostDetail).replyCount).toBe(1);
    expect((await notificationsOf(asker)).unread).toBe(0);
    // The event history keeps no trace of it being shown to its author alone.
    await until(async () => {
      const page = (await admin.get(`/api/admin/events?type=AnswerAdded`)).body as AuditEventPage;
      return page.events.some((e) => JSON.stringify(e.data).includes('You cannot hide from me.'));
    }, 'the event history to catch up');
    const history = (await admin.get(`/api/admin/events?type=AnswerAdded`)).body as AuditEventPage;
    expect(JSON.stringify(history)).not.toContain('authorOnly');

    // Others still hear of what the harasser replies to their posts.
    const otherQuestion = await askQuestion(reader, 'Who keeps the car?');
    const elsewhere = await answerQuestion(harasser, otherQuestion, 'The one who paid for it.');
    expect(await answerIds(new ApiClient(t.baseUrl), otherQuestion)).toContain(elsewhere);
    expect((await notificationsOf(reader)).notifications.map((x) => x.id)).toContain(`answer-${elsewhere}`);

    // Unblock: heard again from then on; what was written while blocked stays with its author.
    expect(await asker.delete(`/api/account/blocks/${made.body.id}`)).toMatchObject({
      status: 200,
      body: { message: BLOCK_MESSAGES.unblocked(harasser.username) },
    });
    expect(await blocksOf(asker)).toEqual([]);
    expect(await asker.delete(`/api/account/blocks/${made.body.id}`)).toMatchObject({ status: 404 });
    const thirdAnswer = await answerQuestion(harasser, questionId, 'Sorry.');
    expect(await answerIds(asker, questionId)).toEqual(expect.arrayContaining([firstAnswer, thirdAnswer]));
    expect(await answerIds(asker, questionId)).not.toContain(secondAnswer);
    expect((await notificationsOf(asker)).notifications.map((x) => x.id)).toContain(`answer-${thirdAnswer}`);
  });

  it('made inside the blocker’s own question under a pseudonym, guards that question only', async () => {
    const asker = await member('alias-asker');
    const harasser = await member('ex');
    const hidden = await askPseudonymous(asker, 'Is it normal to feel watched?');
    const named = await askQuestion(asker, 'Which lawyer did you use?');
    const threat = await answerQuestion(harasser, hidden, 'I know this is you.');
    const made = await asker.post(`/api/answers/${threat}/block`);
    expect(made.status).toBe(201);

    const again = await answerQuestion(harasser, hidden, 'Answer me.');
    expect(await answerIds(new ApiClient(t.baseUrl), hidden)).not.toContain(again);
    expect(await answerIds(harasser, hidden)).toContain(again);
    // The asker's question under their own name takes the harasser's answer as any other: holding it back there
    // would tell the harasser that the alias's asker and this asker are one.
    const onNamed = await answerQuestion(harasser, named, 'Mine was fine.');
    expect(await answerIds(new ApiClient(t.baseUrl), named)).toContain(onNamed);

    // The history keeps the block without what it was made from: it would say whose question it is.
    await until(async () => {
      const page = (await admin.get(`/api/admin/events?type=MemberBlocked`)).body as AuditEventPage;
      return page.events.some((e) => (e.data as { blockId?: string }).blockId === made.body.id);
    }, 'the event history to catch up');
    const page = (await admin.get(`/api/admin/events?type=MemberBlocked`)).body as AuditEventPage;
    const event = page.events.find((e) => (e.data as { blockId?: string }).blockId === made.body.id)!;
    expect(event.data).not.toHaveProperty('from');
    expect(JSON.stringify(event.data)).not.toMatch(/qnas|answers|ex\d/);
  });

  it('blocks an alias by its post alone, and never names the member behind it', async () => {
    const reader = await member('reader');
    const author = await member('alias-author');
    const aliased = await askPseudonymous(author, 'My ex reads this forum');
    const alias = ((await reader.get(`/api/questions/${aliased}`)).body as PostDetail).authorName;
    const made = await reader.post(`/api/questions/${aliased}/block`);
    expect(made).toMatchObject({ status: 201, body: { name: alias } });
    const [block] = await blocksOf(reader);
    expect(block).toEqual({
      id: made.body.id,
      name: alias,
      blockedAt: expect.any(String),
      aliasOf: { kind: 'qnas', id: aliased },
    });

    // Under their own name the author is not hidden from the reader: they hear of the author's answer to a
    // question they watch, as of anyone's (leaving it out would tell who is behind the alias).
    const third = await member('third');
    const watched = await askQuestion(third, 'How long did yours take?');
    expect((await reader.put(`/api/account/watching/questions/${watched}`)).status).toBe(200);
    const answer = await answerQuestion(author, watched, 'Two years.');
    expect((await notificationsOf(reader)).notifications.map((x) => x.id)).toContain(`answer-${answer}`);
    expect(await answerIds(reader, watched)).toContain(answer);
    // What the member behind the alias replies to the reader's own posts is theirs alone, as any blocked member's:
    // the reader sees nothing, and so learns nothing.
    const readersQuestion = await askQuestion(reader, 'Did you keep the ring?');
    const reply = await answerQuestion(author, readersQuestion, 'I sold mine.');
    expect(await answerIds(author, readersQuestion)).toContain(reply);
    expect(await answerIds(new ApiClient(t.baseUrl), readersQuestion)).not.toContain(reply);
  });

  it('leaves a blocked member’s words out of the first paint of their post’s page, for the blocker alone', async () => {
    const reader = await member('first-paint-reader');
    const writer = await member('first-paint-writer');
    const words = 'Words the reader no longer wants to see.';
    const r = await writer.post('/api/articles', { title: 'Unwanted', body: words, tags: [], categories: [] });
    expect(r.status).toBe(201);
    const page = async (c: ApiClient) => String((await c.get(`/articles/${r.body.id}`)).body);
    expect(await page(reader)).toContain(words);
    expect((await reader.post(`/api/articles/${r.body.id}/block`)).status).toBe(201);
    expect(await page(reader)).not.toContain('first-paint-body');
    expect(await page(new ApiClient(t.baseUrl))).toContain(words);
  });

  it('refuses a block of oneself, of nothing, and from a visitor, with a message', async () => {
    const asker = await member('self');
    const questionId = await askQuestion(asker, 'Can I block myself?');
    const own = await answerQuestion(asker, questionId, 'My own words.');
    expect(await asker.post(`/api/answers/${own}/block`)).toMatchObject({
      status: 400,
      body: { message: BLOCK_MESSAGES.ownItem },
    });
    expect(await asker.post(`/api/questions/${questionId}/block`)).toMatchObject({ status: 400 });
    expect((await asker.post('/api/answers/999999/block')).status).toBe(404);
    expect((await asker.post('/api/experts/999999/block')).status).toBe(404);
    expect((await asker.post('/api/nonsense/1/block')).status).toBe(404);
    expect((await asker.post('/api/answers/abc/block')).status).toBe(404);
    expect((await asker.delete('/api/account/blocks/not-a-uuid')).status).toBe(404);
    expect((await new ApiClient(t.baseUrl).post(`/api/questions/${questionId}/block`)).status).toBe(401);
    expect(await blocksOf(asker)).toEqual([]);
  });

  it('keeps the blocks out of the Database screen', async () => {
    const tables = (await admin.get('/api/admin/db')).body as { tables: { name: string }[] };
    expect(tables.tables.map((x) => x.name)).not.toContain('member_blocks');
    expect((await admin.get('/api/admin/db/member_blocks')).status).toBe(404);
  });
});
