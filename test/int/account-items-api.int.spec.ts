import { BOOKMARK_MESSAGES } from '../../src/contracts/members';
import { MESSAGES } from '../../src/contracts/messages';
import { reportStream, userStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ModerationQueries } from '../../src/projections/moderation/moderation.queries';
import { ProjectionProgress } from '../../src/projections/progress';
import { ApiClient } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';

const article = { title: 'Telling the children', body: 'First paragraph.', tags: [], categories: [] };
const question = {
  title: 'How do I tell my kids?',
  body: 'They are 6 and 9.',
  tags: [],
  categories: [],
  acknowledged: true,
};
const book = {
  title: 'A book that helped',
  body: 'Read it twice.',
  tags: [],
  categories: [],
  media: 'https://www.amazon.com/Some-Title/dp/0143127748',
};

describeBehaviour('account items API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  const client = () => new ApiClient(t.baseUrl);
  const member = async () => {
    const c = client();
    const user = await c.signUp(`keeper${++n}@example.org`);
    return Object.assign(c, { uid: user.uid as number });
  };
  const post = async (c: ApiClient, path: string, body: object): Promise<number> => {
    const r = await c.post(path, body);
    expect(r.status).toBe(201);
    return r.body.id;
  };
  // As the web client sends them: no body.
  const put = (c: ApiClient, path: string) => c.request('PUT', path);
  const del = (c: ApiClient, path: string) => c.request('DELETE', path);
  const eventsOf = async (uid: number, type: string) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(userStream(uid))).filter((e) => e.type === type).length;

  let author: Awaited<ReturnType<typeof member>>;
  let articleId: number;
  let questionId: number;
  let bookId: number;

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    author = await member();
    articleId = await post(author, '/api/articles', article);
    questionId = await post(author, '/api/questions', question);
    bookId = await post(author, '/api/books', book);
  });
  afterAll(async () => t.close());

  describe('bookmarks', () => {
    it('need a login', async () => {
      const anonymous = client();
      for (const r of [
        await anonymous.get('/api/account/saved'),
        await put(anonymous, `/api/account/saved/articles/${articleId}`),
        await del(anonymous, `/api/account/saved/articles/${articleId}`),
      ]) {
        expect(r).toMatchObject({ status: 401, body: { message: MESSAGES.loginRequired } });
      }
    });

    it('save an item once with its title, however often it is saved', async () => {
      const c = await member();
      expect((await c.get('/api/account/saved')).body).toEqual({ items: [] });
      const saved = { items: [{ type: 'articles', id: articleId, title: article.title }] };
      expect(await put(c, `/api/account/saved/articles/${articleId}`)).toMatchObject({ status: 200, body: saved });
      expect(await put(c, `/api/account/saved/articles/${articleId}`)).toMatchObject({ status: 200, body: saved });
      expect((await c.get('/api/account/saved')).body).toEqual(saved);
      expect(await eventsOf(c.uid, 'ItemSaved')).toBe(1);
    });

    it('list the newest first, and remove an item once however often it is removed', async () => {
      const c = await member();
      await put(c, `/api/account/saved/articles/${articleId}`);
      await put(c, `/api/account/saved/qnas/${questionId}`);
      const listed = await put(c, `/api/account/saved/books/${bookId}`);
      expect(listed.body.items).toEqual([
        { type: 'books', id: bookId, title: book.title },
        { type: 'qnas', id: questionId, title: question.title },
        { type: 'articles', id: articleId, title: article.title },
      ]);
      const remaining = { items: [listed.body.items[0], listed.body.items[2]] };
      expect(await del(c, `/api/account/saved/qnas/${questionId}`)).toMatchObject({ status: 200, body: remaining });
      expect(await del(c, `/api/account/saved/qnas/${questionId}`)).toMatchObject({ status: 200, body: remaining });
      expect(await eventsOf(c.uid, 'ItemUnsaved')).toBe(1);
      // Saved again, it is the newest.
      expect(
        (await put(c, `/api/account/saved/qnas/${questionId}`)).body.items.map((i: { id: number }) => i.id),
      ).toEqual([questionId, bookId, articleId]);
    });

    it('are each member’s own', async () => {
      const [ann, bob] = [await member(), await member()];
      await put(ann, `/api/account/saved/articles/${articleId}`);
      expect((await bob.get('/api/account/saved')).body).toEqual({ items: [] });
      expect((await del(bob, `/api/account/saved/articles/${articleId}`)).body).toEqual({ items: [] });
      expect((await ann.get('/api/account/saved')).body.items).toHaveLength(1);
    });

    it('answer 404 for items that do not exist, bad ids and types that cannot be saved yet', async () => {
      const c = await member();
      for (const path of [
        'articles/999999',
        `videos/${articleId}`,
        `questions/${questionId}`,
        `podcasts/${articleId}`,
        'experts/some-expert',
        'articles/abc',
        'articles/0',
        'articles/99999999999',
        `articles/${articleId}.5`,
      ]) {
        for (const r of [await put(c, `/api/account/saved/${path}`), await del(c, `/api/account/saved/${path}`)]) {
          expect({ path, status: r.status, message: r.body.message }).toEqual({
            path,
            status: 404,
            message: BOOKMARK_MESSAGES.notFound,
          });
        }
      }
      expect((await c.get('/api/account/saved')).body).toEqual({ items: [] });
    });
  });

  describe('history', () => {
    smoke('lists a member’s posts, comments and answers newest first; replies name their post', async () => {
      const c = await member();
      const other = await member();
      expect((await c.get('/api/account/history')).body).toEqual({ items: [] });
      const own = await post(c, '/api/articles', { ...article, title: 'My own article' });
      const comment = await post(c, `/api/articles/${articleId}/comments`, { text: 'Thank you,\n\nthis helped.' });
      await post(other, `/api/articles/${articleId}/comments`, { text: 'Not in the history' });
      const long = `${'A long answer that keeps going. '.repeat(20)}The end.`;
      const answer = await post(c, `/api/questions/${questionId}/answers`, { text: long });
      const ownQuestion = await post(c, '/api/questions', { ...question, title: 'My own question' });
      const r = await c.get('/api/account/history');
      expect(r.status).toBe(200);
      expect(r.body.items.map(({ date: _date, ...item }: { date: string }) => item)).toEqual([
        { type: 'qnas', id: ownQuestion, parentId: null, parentType: null, title: 'My own question' },
        {
          type: 'answers',
          id: answer,
          parentId: questionId,
          parentType: 'qnas',
          title: expect.stringMatching(/^A long answer that keeps going\. .*…$/),
        },
        {
          type: 'comments',
          id: comment,
          parentId: articleId,
          parentType: 'articles',
          title: 'Thank you, this helped.',
        },
        { type: 'articles', id: own, parentId: null, parentType: null, title: 'My own article' },
      ]);
      expect(r.body.items[1].title.length).toBeLessThanOrEqual(140);
      const dates = r.body.items.map((i: { date: string }) => Date.parse(i.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect((await client().get('/api/account/history')).status).toBe(401);
    });
  });

  describe('violation reports', () => {
    it('reach the moderators’ open list once per reporter, with the reported text and where it is', async () => {
      const moderation = t.app.get(ModerationQueries);
      const [writer, ann, bob] = [await member(), await member(), await member()];
      const comment = await post(writer, `/api/articles/${articleId}/comments`, { text: 'Buy cheap pills' });
      const answer = await post(writer, `/api/questions/${questionId}/answers`, { text: 'Spam answer' });
      const before = await moderation.openCount();
      const report = async (who: typeof ann, target: 'comments' | 'answers', id: number) => {
        expect((await who.post(`/api/${target}/${id}/report`, { reason: 'spam' })).status).toBe(202);
        const stream = reportStream(target === 'comments' ? 'comment' : 'answer', id, who.uid);
        const events = await t.app.get<EventStore>(EVENT_STORE).readStream(stream);
        await t.app.get(ProjectionProgress).waitFor(events[events.length - 1]!.position);
      };
      await report(ann, 'comments', comment);
      expect((await ann.post(`/api/comments/${comment}/report`, { reason: 'spam' })).status).toBe(409);
      await report(bob, 'comments', comment);
      await report(bob, 'answers', answer);
      expect(await moderation.openCount()).toBe(before + 3);
      const open = (await moderation.open()).filter((r) => [ann.uid, bob.uid].includes(r.reporterId));
      expect(open).toEqual([
        expect.objectContaining({
          targetKind: 'answers',
          targetId: answer,
          parentKind: 'qnas',
          parentId: questionId,
          text: 'Spam answer',
          reporterId: bob.uid,
        }),
        expect.objectContaining({
          targetKind: 'comments',
          targetId: comment,
          parentKind: 'articles',
          parentId: articleId,
          text: 'Buy cheap pills',
          reporterId: bob.uid,
        }),
        expect.objectContaining({
          targetKind: 'comments',
          targetId: comment,
          text: 'Buy cheap pills',
          reporterId: ann.uid,
          status: 'open',
        }),
      ]);
      expect(new Set(open.map((r) => r.id)).size).toBe(3);
    });
  });
});
