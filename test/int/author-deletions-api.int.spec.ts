import { AUTHOR_DELETION_MESSAGES, removedByItsAuthor } from '../../src/contracts/author-deletions';
import { POST_API_PATHS, POST_KINDS, type PostKind } from '../../src/contracts/content';
import { postPagePath } from '../../src/contracts/site';
import type { AnswerList } from '../../src/contracts/best-answers';
import type { SearchResults } from '../../src/contracts/search';
import { postStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { grantRole } from '../support/roles';
import { projectionsCaughtUp, startTestApp, type TestApp } from '../support/test-app';
import { describeBehaviour } from '../support/profiles';

const PASSWORD = 'correct horse battery';

// An author deletes their own post, comment or answer: DELETE /api/{kind}/:id, /api/comments/:id and
// /api/answers/:id. Nobody else may (administrators remove content through reports).
describeBehaviour('author deletions API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let expert: ApiClient;

  const member = async (who: string) => {
    const client = new ApiClient(t.baseUrl);
    const user = await client.signUp(`${who}${++n}-${profile}@example.org`, PASSWORD);
    return Object.assign(client, { uid: user.uid as number, email: `${who}${n}-${profile}@example.org` });
  };
  const created = async (reply: Promise<ApiAnswer>): Promise<number> => {
    const r = await reply;
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const ask = (asker: ApiClient, title: string) =>
    created(
      asker.post('/api/questions', { title, body: 'We both love him.', tags: [], categories: [], acknowledged: true }),
    );
  const write = (author: ApiClient, title: string) =>
    created(author.post('/api/articles', { title, body: 'A long night.', tags: [], categories: [] }));
  const answer = (who: ApiClient, questionId: number, text = 'Share him week about.') =>
    created(who.post(`/api/questions/${questionId}/answers`, { text }));
  const comment = (who: ApiClient, articleId: number, text = 'Thank you for this.') =>
    created(who.post(`/api/articles/${articleId}/comments`, { text }));
  const search = async (q: string): Promise<SearchResults> => {
    await projectionsCaughtUp(t);
    return (await new ApiClient(t.baseUrl).get(`/api/search?${new URLSearchParams({ q, kind: 'qnas' })}`)).body;
  };
  const listed = async (path: string, id: number) =>
    ((await new ApiClient(t.baseUrl).get(path)).body.items as { id: number }[]).some((item) => item.id === id);

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    admin = await member('admin');
    await grantRole(t, admin, (admin as ApiClient & { uid: number }).uid, 'Administrator');
    expert = await member('expert');
    await grantRole(t, expert, (expert as ApiClient & { uid: number }).uid, 'Expert');
  });
  afterAll(async () => t.close());

  const postBodies: Record<PostKind, { title: string; body: string; media?: string }> = {
    articles: { title: 'Our first winter apart', body: 'A long night.' },
    books: { title: 'A book that helped', body: 'Short chapters.', media: 'https://www.amazon.com/dp/0143127748' },
    videos: { title: 'A talk', body: 'Ten minutes.', media: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    qnas: { title: 'Who keeps the dog?', body: 'We both love him.' },
  };

  describe('a post without replies', () => {
    smoke('is deleted by its author and gone from its page, its list, search and bookmarks', async () => {
      const author = await member('author');
      const reader = await member('reader');
      const id = await ask(author, 'Zanzibar custody plans');
      expect((await reader.put(`/api/account/saved/qnas/${id}`)).status).toBe(200);
      expect(await listed('/api/questions', id)).toBe(true);

      const r = await author.delete(`/api/questions/${id}`);
      expect(r).toMatchObject({ status: 200, body: { kind: 'qnas', id, keepsPlaceholder: false } });

      expect(await reader.get(`/api/questions/${id}`)).toMatchObject({
        status: 410,
        body: { message: 'This question was removed by its author.' },
      });
      expect(await listed('/api/questions', id)).toBe(false);
      expect(await listed('/api/results', id)).toBe(false);
      expect((await reader.get('/api/account/saved')).body.items).toEqual([]);
      expect((await author.get('/api/account/history')).body.items).toEqual([]);
      expect((await search('Zanzibar')).results.items).toEqual([]);
      const again = await author.delete(`/api/questions/${id}`);
      expect(again).toMatchObject({ status: 404, body: { message: AUTHOR_DELETION_MESSAGES.notFound } });
    });

    smoke('answers 410 with what its page says, for every kind, to the API and as a page: not a 404', async () => {
      const author = await member('author');
      const reader = await member('reader');
      for (const kind of POST_KINDS) {
        const path = `/api/${POST_API_PATHS[kind]}`;
        const id = await created(
          author.post(path, { tags: [], categories: [], acknowledged: true, ...postBodies[kind], pseudonymous: true }),
        );
        expect(await author.delete(`${path}/${id}`)).toMatchObject({ status: 200, body: { keepsPlaceholder: false } });

        const message = removedByItsAuthor(kind);
        for (const who of [reader, author, new ApiClient(t.baseUrl)])
          expect(await who.get(`${path}/${id}`)).toMatchObject({ status: 410, body: { statusCode: 410, message } });
        const page = await fetch(t.baseUrl + postPagePath(kind, id));
        expect(page.status).toBe(410);
        const html = await page.text();
        expect(html).toContain(`<title>${message}`);
        expect(html).toContain('<meta name="robots" content="noindex" />');
        // What it was, and who wrote it, is nowhere in either answer.
        expect(html).not.toContain(postBodies[kind].title);
        expect(Object.keys((await reader.get(`${path}/${id}`)).body).sort()).toEqual([
          'error',
          'message',
          'statusCode',
        ]);
      }
      // An id nobody posted is still not found.
      expect((await reader.get('/api/questions/999999')).status).toBe(404);
      expect((await fetch(t.baseUrl + postPagePath('qnas', 999999))).status).toBe(404);
    });

    it('is refused to another member, an expert and an administrator (403) and to a visitor (401)', async () => {
      const author = await member('author');
      const other = await member('other');
      const id = await write(author, 'Mine to delete');
      for (const caller of [other, expert, admin]) {
        const r = await caller.delete(`/api/articles/${id}`);
        expect(r).toMatchObject({ status: 403, body: { message: AUTHOR_DELETION_MESSAGES.authorOnly } });
      }
      expect((await new ApiClient(t.baseUrl).delete(`/api/articles/${id}`)).status).toBe(401);
      expect((await other.get(`/api/articles/${id}`)).status).toBe(200);
    });

    it('answers 404 for an id or kind that names nothing', async () => {
      const author = await member('author');
      expect((await author.delete('/api/articles/999999')).status).toBe(404);
      expect((await author.delete('/api/articles/abc')).status).toBe(404);
      expect((await author.delete('/api/nothing/1')).status).toBe(404);
      expect((await author.delete('/api/comments/999999')).status).toBe(404);
    });
  });

  describe('a question with answers', () => {
    it('keeps its answers under "Deleted by its author", blank, out of lists and search', async () => {
      const asker = await member('asker');
      const helper = await member('helper');
      const id = await ask(asker, 'Quokka visitation schedule');
      const answerId = await answer(helper, id);
      expect((await asker.put(`/api/questions/${id}/best-answer`, { answerId })).status).toBe(200);

      const r = await asker.delete(`/api/questions/${id}`);
      expect(r).toMatchObject({ status: 200, body: { keepsPlaceholder: true } });

      const page = await helper.get(`/api/questions/${id}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ title: '', body: '', tags: [], categories: [], deletedAt: expect.any(String) });
      const answers = (await helper.get(`/api/questions/${id}/answers`)).body as AnswerList;
      expect(answers.items).toEqual([expect.objectContaining({ id: answerId, isBest: true })]);
      expect(((await asker.get(`/api/questions/${id}/answers`)).body as AnswerList).canMarkBest).toBe(false);
      expect(await listed('/api/questions', id)).toBe(false);
      expect((await search('Quokka')).results.items).toEqual([]);
      expect((await helper.put(`/api/account/saved/qnas/${id}`)).status).toBe(404);
      expect((await asker.get('/api/account/history')).body.items).toEqual([]);
      // Nothing more is added to it, and it is not deleted twice.
      expect((await helper.post(`/api/questions/${id}/answers`, { text: 'Late answer.' })).status).toBe(404);
      expect((await asker.delete(`/api/questions/${id}`)).status).toBe(404);
      // The answer's author may still take theirs back.
      expect((await helper.delete(`/api/answers/${answerId}`)).status).toBe(204);
      expect(((await helper.get(`/api/questions/${id}/answers`)).body as AnswerList).items).toEqual([]);
    });
  });

  describe('a post of any kind kept for its replies', () => {
    const preloaded = async (path: string) => {
      const html = await (await fetch(t.baseUrl + path)).text();
      return JSON.parse(/<script type="application\/json" id="preloaded-data">([^<]*)<\/script>/.exec(html)![1]!);
    };

    smoke('names nobody, in its answer and in its page’s preloaded data, under a name or a pseudonym', async () => {
      const author = await member('author');
      const reader = await member('reader');
      for (const kind of POST_KINDS) {
        for (const pseudonymous of [false, true]) {
          const path = `/api/${POST_API_PATHS[kind]}`;
          const id = await created(
            author.post(path, { tags: [], categories: [], acknowledged: true, ...postBodies[kind], pseudonymous }),
          );
          const reply = kind === 'qnas' ? `${path}/${id}/answers` : `${path}/${id}/comments`;
          expect((await reader.post(reply, { text: 'Thinking of you.' })).status).toBe(201);
          expect(await author.delete(`${path}/${id}`)).toMatchObject({ status: 200, body: { keepsPlaceholder: true } });

          const page = await reader.get(`${path}/${id}`);
          const noByline = { authorId: null, authorName: '', authorRole: 'member' };
          expect(page).toMatchObject({ status: 200, body: { ...noByline, deletedAt: expect.any(String) } });
          expect(page.body).not.toHaveProperty('pseudonymous');
          const data = await preloaded(postPagePath(kind, id));
          expect(data[`/${POST_API_PATHS[kind]}/${id}`]).toMatchObject(noByline);
          expect(data[`/${POST_API_PATHS[kind]}/${id}`]).not.toHaveProperty('pseudonymous');
        }
      }
    });
  });

  describe('a comment or answer', () => {
    it('is deleted by its author alone, and leaves its post’s count', async () => {
      const author = await member('author');
      const commenter = await member('commenter');
      const articleId = await write(author, 'Telling the children');
      const commentId = await comment(commenter, articleId);
      for (const caller of [author, expert, admin]) {
        const r = await caller.delete(`/api/comments/${commentId}`);
        expect(r).toMatchObject({ status: 403, body: { message: AUTHOR_DELETION_MESSAGES.authorOnly } });
      }
      expect((await new ApiClient(t.baseUrl).delete(`/api/comments/${commentId}`)).status).toBe(401);
      expect((await commenter.delete(`/api/answers/${commentId}`)).status).toBe(404);

      expect((await commenter.delete(`/api/comments/${commentId}`)).status).toBe(204);
      expect((await author.get(`/api/articles/${articleId}/comments`)).body.items).toEqual([]);
      expect((await author.get(`/api/articles/${articleId}`)).body.replyCount).toBe(0);
      expect((await commenter.get('/api/account/history')).body.items).toEqual([]);
      expect((await commenter.delete(`/api/comments/${commentId}`)).status).toBe(404);
    });

    it('takes the best answer’s mark with it', async () => {
      const asker = await member('asker');
      const helper = await member('helper');
      const id = await ask(asker, 'Who keeps the car?');
      const answerId = await answer(helper, id);
      await answer(asker, id, 'My own thought.');
      expect((await asker.put(`/api/questions/${id}/best-answer`, { answerId })).status).toBe(200);
      expect((await helper.delete(`/api/answers/${answerId}`)).status).toBe(204);
      const answers = (await asker.get(`/api/questions/${id}/answers`)).body as AnswerList;
      expect(answers.items.map((a) => [a.text, a.isBest])).toEqual([['My own thought.', false]]);
      const events = await t.app.get<EventStore>(EVENT_STORE).readStream(postStream('qnas', id));
      expect(events.at(-1)?.type).toBe('ReplyDeletedByAuthor');
    });
  });

  describe('deleting the account of a member who deleted some of their items', () => {
    it.each([false, true])('works, removing content: %s', async (removeContent) => {
      const leaving = await member('leaving');
      const staying = await member('staying');
      const kept = await ask(leaving, 'A kept question');
      const placeholder = await ask(leaving, 'A deleted question');
      const gone = await write(leaving, 'A deleted article');
      const theirs = await write(staying, 'Staying here');
      const helpful = await answer(staying, placeholder);
      const deletedComment = await comment(leaving, theirs, 'A comment taken back.');
      expect((await leaving.delete(`/api/questions/${placeholder}`)).status).toBe(200);
      expect((await leaving.delete(`/api/articles/${gone}`)).status).toBe(200);
      expect((await leaving.delete(`/api/comments/${deletedComment}`)).status).toBe(204);

      const r = await leaving.request('DELETE', '/api/account', { password: PASSWORD, removeContent });
      expect(r.status).toBe(204);

      // What the account took with it was not deleted by its author: not found, as removed content is.
      expect((await staying.get(`/api/questions/${kept}`)).status).toBe(removeContent ? 404 : 200);
      // The placeholder stays for the answer another member wrote, under no name.
      const page = await staying.get(`/api/questions/${placeholder}`);
      expect(page).toMatchObject({ status: 200, body: { title: '', authorId: null, authorName: '' } });
      const answers = (await staying.get(`/api/questions/${placeholder}/answers`)).body as AnswerList;
      expect(answers.items.map((a) => a.id)).toEqual([helpful]);
      // What its author deleted before leaving still says so, under no name.
      expect(await staying.get(`/api/articles/${gone}`)).toMatchObject({
        status: 410,
        body: { message: 'This article was removed by its author.' },
      });
      expect((await staying.get(`/api/articles/${theirs}/comments`)).body.items).toEqual([]);
    });
  });
});
