import { randomUUID } from 'node:crypto';
import { CONVERSATION_MESSAGES } from '../../src/contracts/content';
import { MESSAGES } from '../../src/contracts/messages';
import { postStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import type { SqlDatabase } from '../../src/infra/sql/database';
import type { ReadModel } from '../../src/projections/read-model';
import { EVENT_STORE, SQL_DATABASE } from '../../src/infra/tokens';
import { HistoryQueries } from '../../src/projections/history/history.queries';
import { ProjectionProgress } from '../../src/projections/progress';
import { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp, type TestProfile } from '../support/test-app';

describe.each<TestProfile>(['services', 'embedded'])('conversations API (%s profile)', (profile) => {
  let t: TestApp;
  let n = 0;
  let nextPostId = 9000;
  const client = () => new ApiClient(t.baseUrl);
  const member = async () => {
    const c = client();
    const user = await c.signUp(`talker${++n}@example.org`);
    return Object.assign(c, { uid: user.uid as number, name: user.username as string });
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
  });
  afterAll(async () => t.close());

  /** Posting belongs to the posts API: the parent is appended straight to the store here. */
  async function parent(kind: 'articles' | 'questions'): Promise<number> {
    const id = ++nextPostId;
    const type = kind === 'articles' ? 'ArticlePosted' : 'QuestionPosted';
    const at = new Date().toISOString();
    const data = {
      id,
      authorId: 1,
      authorName: 'Anonymous',
      authorRole: 'member',
      title: `Post ${id}`,
      body: 'Body',
      tags: [],
      categories: [],
      media: null,
      postedAt: at,
    };
    const metadata = { actorId: 1, actorRole: 'member', correlationId: randomUUID(), causationId: null, at };
    const stream = postStream(kind === 'articles' ? 'articles' : 'qnas', id);
    const { position } = await t.app
      .get<EventStore>(EVENT_STORE)
      .appendToStream(stream, [{ id: randomUUID(), type, data, metadata }], 'no_stream');
    await t.app.get(ProjectionProgress).waitFor(position);
    return id;
  }

  const replyCount = async (kind: string, id: number) =>
    (
      await t.app
        .get<SqlDatabase<ReadModel>>(SQL_DATABASE)
        .db.selectFrom('posts')
        .select('reply_count')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst()
    )?.reply_count;

  describe('comments', () => {
    it('need a login', async () => {
      const id = await parent('articles');
      expect(await client().post(`/api/articles/${id}/comments`, { text: 'Hello' })).toMatchObject({
        status: 401,
        body: { message: MESSAGES.loginRequired },
      });
    });

    it('refuse empty or missing text with a 400, and unknown parents with a 404', async () => {
      const c = await member();
      const id = await parent('articles');
      const blank = await c.post(`/api/articles/${id}/comments`, { text: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toContain(CONVERSATION_MESSAGES.textRequired);
      expect((await c.post(`/api/articles/${id}/comments`, {})).status).toBe(400);
      expect((await c.post(`/api/articles/${id}/comments`, { text: 'x'.repeat(5_001) })).status).toBe(400);
      for (const path of [
        '/api/articles/999999/comments',
        '/api/videos/1/comments',
        '/api/articles/abc/comments',
        '/api/articles/99999999999/comments',
        '/api/qnas/1/comments',
      ]) {
        expect({ path, status: (await c.post(path, { text: 'Hello' })).status }).toEqual({ path, status: 404 });
      }
      expect((await client().get('/api/articles/abc/comments')).status).toBe(404);
    });

    it('are listed at once, highest vote first then oldest first, with the reader’s own vote', async () => {
      const [ann, bob] = [await member(), await member()];
      const id = await parent('articles');
      const first = await ann.post(`/api/articles/${id}/comments`, { text: 'First\nline two' });
      expect(first.status).toBe(201);
      const second = await bob.post(`/api/articles/${id}/comments`, { text: '  Second  ' });
      const third = await ann.post(`/api/articles/${id}/comments`, { text: 'Third' });
      expect(await client().get(`/api/articles/${id}/comments`)).toMatchObject({
        status: 200,
        body: { items: [{ id: first.body.id }, { id: second.body.id }, { id: third.body.id }] },
      });
      expect((await bob.post(`/api/comments/${third.body.id}/vote`, { direction: 'up' })).body).toEqual({
        vote: 1,
        myVote: 1,
      });
      expect((await bob.post(`/api/comments/${first.body.id}/vote`, { direction: 'down' })).body).toEqual({
        vote: -1,
        myVote: -1,
      });
      const list = await bob.get(`/api/articles/${id}/comments`);
      expect(
        list.body.items.map((r: { id: number; vote: number; myVote: number }) => [r.id, r.vote, r.myVote]),
      ).toEqual([
        [third.body.id, 1, 1],
        [second.body.id, 0, 0],
        [first.body.id, -1, -1],
      ]);
      expect(list.body.items[1]).toMatchObject({
        parentKind: 'articles',
        parentId: id,
        authorId: bob.uid,
        authorName: bob.name,
        authorRole: 'member',
        text: 'Second',
      });
      expect(
        (await client().get(`/api/articles/${id}/comments`)).body.items.map((r: { myVote: number }) => r.myVote),
      ).toEqual([0, 0, 0]);
      expect(await replyCount('articles', id)).toBe(3);
      const history = await t.app.get(HistoryQueries).byMember(ann.uid);
      expect(history.map((h) => [h.type, h.id, h.parentType, h.parentId])).toEqual([
        ['comments', third.body.id, 'articles', id],
        ['comments', first.body.id, 'articles', id],
      ]);
    });
  });

  describe('answers', () => {
    it('need a login and an existing question, and are listed at once', async () => {
      const c = await member();
      const id = await parent('questions');
      expect((await client().post(`/api/questions/${id}/answers`, { text: 'Hi' })).status).toBe(401);
      expect((await c.post('/api/questions/999999/answers', { text: 'Hi' })).status).toBe(404);
      expect((await c.post(`/api/questions/${id}/answers`, { text: '' })).status).toBe(400);
      const answer = await c.post(`/api/questions/${id}/answers`, { text: 'Talk to a mediator.' });
      expect(answer).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
      expect((await client().get(`/api/questions/${id}/answers`)).body.items).toEqual([
        expect.objectContaining({
          id: answer.body.id,
          parentKind: 'qnas',
          parentId: id,
          text: 'Talk to a mediator.',
          vote: 0,
          myVote: 0,
        }),
      ]);
      expect(await replyCount('qnas', id)).toBe(1);
    });
  });

  describe('votes', () => {
    it('follow the spec’s table as two users, with the exact totals', async () => {
      const [ann, bob, author] = [await member(), await member(), await member()];
      const id = await parent('questions');
      const answer = (await author.post(`/api/questions/${id}/answers`, { text: 'An answer' })).body.id;
      const steps: [typeof ann, 'up' | 'down', number, number][] = [
        [ann, 'up', 1, 1], //    ann 0 -> +1
        [bob, 'up', 2, 1], //    bob 0 -> +1
        [ann, 'up', 1, 0], //    ann +1 -> 0
        [ann, 'down', 0, -1], // ann 0 -> -1
        [ann, 'up', 2, 1], //    ann -1 -> +1
        [ann, 'down', 0, -1], // ann +1 -> -1
        [ann, 'down', 1, 0], //  ann -1 -> 0
        [bob, 'down', -1, -1], // bob +1 -> -1
        [bob, 'down', 0, 0], //  bob -1 -> 0
      ];
      for (const [who, direction, total, mine] of steps) {
        expect(await who.post(`/api/answers/${answer}/vote`, { direction })).toMatchObject({
          status: 200,
          body: { vote: total, myVote: mine },
        });
      }
    });

    it('are refused on one’s own answer or comment, also under a pseudonym, and the listing says which are one’s own', async () => {
      const [author, reader] = [await member(), await member()];
      const article = await parent('articles');
      const comment = (await author.post(`/api/articles/${article}/comments`, { text: 'My own comment' })).body.id;
      const question = await author.post('/api/questions', {
        title: 'Asked under a pseudonym',
        body: 'Kept apart from my name.',
        tags: [],
        categories: [],
        acknowledged: true,
        pseudonymous: true,
      });
      expect(question.status).toBe(201);
      const ownAnswer = (
        await author.post(`/api/questions/${question.body.id}/answers`, { text: 'My own answer, under the alias' })
      ).body.id;
      const readersAnswer = (await reader.post(`/api/questions/${question.body.id}/answers`, { text: 'Someone else' }))
        .body.id;

      for (const direction of ['up', 'down']) {
        expect(await author.post(`/api/comments/${comment}/vote`, { direction })).toMatchObject({
          status: 403,
          body: { message: CONVERSATION_MESSAGES.ownCommentVote },
        });
        expect(await author.post(`/api/answers/${ownAnswer}/vote`, { direction })).toMatchObject({
          status: 403,
          body: { message: CONVERSATION_MESSAGES.ownAnswerVote },
        });
      }
      // Nothing was counted, and everyone else votes as before.
      expect((await author.get(`/api/articles/${article}/comments`)).body.items).toEqual([
        expect.objectContaining({ id: comment, vote: 0, myVote: 0, isOwn: true }),
      ]);
      expect(await reader.post(`/api/answers/${ownAnswer}/vote`, { direction: 'up' })).toMatchObject({
        status: 200,
        body: { vote: 1, myVote: 1 },
      });
      expect(await author.post(`/api/answers/${readersAnswer}/vote`, { direction: 'up' })).toMatchObject({
        status: 200,
        body: { vote: 1, myVote: 1 },
      });

      const ownership = async (who: ApiClient | null) =>
        Object.fromEntries(
          (
            (await (who ?? client()).get(`/api/questions/${question.body.id}/answers`)).body.items as {
              id: number;
              isOwn: boolean;
            }[]
          ).map((a) => [a.id, a.isOwn]),
        );
      expect(await ownership(author)).toEqual({ [ownAnswer]: true, [readersAnswer]: false });
      // The alias stays unlinked for everyone else.
      expect(await ownership(reader)).toEqual({ [ownAnswer]: false, [readersAnswer]: true });
      expect(await ownership(null)).toEqual({ [ownAnswer]: false, [readersAnswer]: false });
    });

    it('need a login, a valid direction and an existing target', async () => {
      const c = await member();
      expect((await client().post('/api/answers/1/vote', { direction: 'up' })).status).toBe(401);
      expect((await c.post('/api/answers/999999/vote', { direction: 'up' })).status).toBe(404);
      expect((await c.post('/api/answers/abc/vote', { direction: 'up' })).status).toBe(404);
      expect((await c.post('/api/replies/1/vote', { direction: 'up' })).status).toBe(404);
      const id = await parent('questions');
      const answer = (await c.post(`/api/questions/${id}/answers`, { text: 'An answer' })).body.id;
      expect((await c.post(`/api/answers/${answer}/vote`, { direction: 'sideways' })).status).toBe(400);
      expect((await c.post('/api/comments/999999/vote', { direction: 'up' })).status).toBe(404);
    });

    it('end exactly at 200 when 200 members vote up at once', async () => {
      const author = await member();
      const id = await parent('questions');
      const answer = (await author.post(`/api/questions/${id}/answers`, { text: 'Popular' })).body.id;
      const voters: Awaited<ReturnType<typeof member>>[] = [];
      while (voters.length < 200) voters.push(...(await Promise.all(Array.from({ length: 25 }, member))));
      const replies = await Promise.all(voters.map((v) => v.post(`/api/answers/${answer}/vote`, { direction: 'up' })));
      expect(replies.map((r) => r.status)).toEqual(voters.map(() => 200));
      expect((await client().get(`/api/questions/${id}/answers`)).body.items[0]).toMatchObject({
        id: answer,
        vote: 200,
      });
    });
  });

  describe('reports', () => {
    it('thank the reporter, and refuse a second report by the same person, saying so', async () => {
      const c = await member();
      const id = await parent('articles');
      const comment = (await c.post(`/api/articles/${id}/comments`, { text: 'Spam' })).body.id;
      expect((await client().post(`/api/comments/${comment}/report`, { reason: 'spam' })).status).toBe(401);
      expect(await c.post(`/api/comments/${comment}/report`, { reason: 'spam' })).toMatchObject({
        status: 202,
        body: { message: 'Thank you for reporting.' },
      });
      expect(await c.post(`/api/comments/${comment}/report`, { reason: 'spam' })).toMatchObject({
        status: 409,
        body: { message: 'You have already reported this. Thank you: the moderators will look at it.' },
      });
      expect((await c.post('/api/answers/999999/report', { reason: 'spam' })).status).toBe(404);
    });
  });
});
