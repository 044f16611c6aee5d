import { type AnswerList, BEST_ANSWER_MESSAGES } from '../../src/contracts/best-answers';
import { MESSAGES } from '../../src/contracts/messages';
import type { ViolationReportList } from '../../src/contracts/moderation';
import { postStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { grantRole } from '../support/roles';

// The asker of a question marks one answer as the best: PUT and DELETE
// /api/questions/:id/best-answer, each answering with the answers as they now stand.
describeBehaviour('best answers API', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;

  const member = async (who: string) => {
    const client = new ApiClient(t.baseUrl);
    const user = await client.signUp(`${who}${++n}-${profile}@example.org`);
    return Object.assign(client, { uid: user.uid as number });
  };
  const created = async (reply: Promise<ApiAnswer>): Promise<number> => {
    const r = await reply;
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const ask = (asker: ApiClient, title = 'Who keeps the dog?') =>
    created(
      asker.post('/api/questions', { title, body: 'We both love him.', tags: [], categories: [], acknowledged: true }),
    );
  const answer = (who: ApiClient, questionId: number, text: string) =>
    created(who.post(`/api/questions/${questionId}/answers`, { text }));
  const mark = (who: ApiClient, questionId: number, answerId: unknown) =>
    who.put(`/api/questions/${questionId}/best-answer`, { answerId });
  const unmark = (who: ApiClient, questionId: number) => who.delete(`/api/questions/${questionId}/best-answer`);
  const list = async (who: ApiClient, questionId: number): Promise<AnswerList> =>
    (await who.get(`/api/questions/${questionId}/answers`)).body;
  /** The answers as [id, isBest] in the order the page shows them. */
  const order = (answers: AnswerList) => answers.items.map((a) => [a.id, a.isBest]);
  const questionEvents = async (questionId: number) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(postStream('qnas', questionId)))
      .map((e) => e.type)
      .filter((type) => type.startsWith('BestAnswer'));

  /** A question by A with answers by B and C, as in the spec's flow. */
  async function thread() {
    const [a, b, c] = [await member('asker'), await member('bee'), await member('cee')];
    const questionId = await ask(a);
    const fromB = await answer(b, questionId, 'Share him week about.');
    const fromC = await answer(c, questionId, 'Whoever has the garden.');
    return { a, b, c, questionId, fromB, fromC };
  }

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    admin = new ApiClient(t.baseUrl);
    const { uid } = await admin.signUp(`admin-${profile}@example.org`);
    await grantRole(t, admin, uid, 'Administrator');
  });
  afterAll(async () => t.close());

  describe('the asker', () => {
    it('marks an answer as the best: it comes first, flagged, for every reader', async () => {
      const { a, b, questionId, fromB, fromC } = await thread();
      expect(order(await list(a, questionId))).toEqual([
        [fromB, false],
        [fromC, false],
      ]);
      const marked = await mark(a, questionId, fromC);
      expect(marked.status).toBe(200);
      expect(marked.body).toEqual({
        canMarkBest: true,
        items: [
          expect.objectContaining({ id: fromC, isBest: true, parentId: questionId }),
          expect.objectContaining({ id: fromB, isBest: false }),
        ],
      });
      for (const reader of [b, new ApiClient(t.baseUrl)]) {
        const seen = await list(reader, questionId);
        expect(seen.canMarkBest).toBe(false);
        expect(order(seen)).toEqual([
          [fromC, true],
          [fromB, false],
        ]);
      }
      expect((await list(a, questionId)).canMarkBest).toBe(true);
      expect(await questionEvents(questionId)).toEqual(['BestAnswerMarked']);
    });

    it('changes the choice: the earlier best answer loses the mark', async () => {
      const { a, questionId, fromB, fromC } = await thread();
      await mark(a, questionId, fromC);
      const changed = await mark(a, questionId, fromB);
      expect(changed.status).toBe(200);
      expect(order(changed.body)).toEqual([
        [fromB, true],
        [fromC, false],
      ]);
      expect(order(await list(new ApiClient(t.baseUrl), questionId))).toEqual([
        [fromB, true],
        [fromC, false],
      ]);
    });

    it('marking the best answer again changes nothing and records nothing', async () => {
      const { a, questionId, fromC } = await thread();
      await mark(a, questionId, fromC);
      const again = await mark(a, questionId, fromC);
      expect(again.status).toBe(200);
      expect(again.body.items[0]).toMatchObject({ id: fromC, isBest: true });
      expect(await questionEvents(questionId)).toEqual(['BestAnswerMarked']);
    });

    it('unmarks the best answer: the answers go back to their votes; unmarking again is harmless', async () => {
      const { a, questionId, fromB, fromC } = await thread();
      await mark(a, questionId, fromC);
      const unmarked = await unmark(a, questionId);
      expect(unmarked.status).toBe(200);
      expect(order(unmarked.body)).toEqual([
        [fromB, false],
        [fromC, false],
      ]);
      expect((await unmark(a, questionId)).status).toBe(200);
      expect(await questionEvents(questionId)).toEqual(['BestAnswerMarked', 'BestAnswerUnmarked']);
    });
  });

  describe('the order of the answers', () => {
    smoke('puts the best answer first whatever its votes, then the others by votes, highest first', async () => {
      const { a, b, c, questionId, fromB, fromC } = await thread();
      const d = await member('dee');
      const fromD = await answer(d, questionId, 'Ask the dog.');
      // Votes: D +2, B +1, C -1.
      for (const voter of [b, c])
        expect((await voter.post(`/api/answers/${fromD}/vote`, { direction: 'up' })).status).toBe(200);
      expect((await c.post(`/api/answers/${fromB}/vote`, { direction: 'up' })).status).toBe(200);
      expect((await b.post(`/api/answers/${fromC}/vote`, { direction: 'down' })).status).toBe(200);
      expect((await list(a, questionId)).items.map((x) => x.id)).toEqual([fromD, fromB, fromC]);

      const marked = await mark(a, questionId, fromC);
      expect(marked.body.items.map((x: { id: number; vote: number }) => [x.id, x.vote])).toEqual([
        [fromC, -1],
        [fromD, 2],
        [fromB, 1],
      ]);
      // A vote does not move the best answer from the top.
      expect((await d.post(`/api/answers/${fromB}/vote`, { direction: 'up' })).status).toBe(200);
      expect((await c.post(`/api/answers/${fromB}/vote`, { direction: 'up' })).status).toBe(200);
      expect((await list(b, questionId)).items.map((x) => x.id)).toEqual([fromC, fromD, fromB]);
    });
  });

  describe('who may choose', () => {
    it('refuses a visitor with a 401', async () => {
      const { questionId, fromB } = await thread();
      const visitor = new ApiClient(t.baseUrl);
      expect(await mark(visitor, questionId, fromB)).toMatchObject({
        status: 401,
        body: { message: MESSAGES.loginRequired },
      });
      expect(await unmark(visitor, questionId)).toMatchObject({
        status: 401,
        body: { message: MESSAGES.loginRequired },
      });
    });

    it('refuses another member, an answerer or an administrator with a 403, and changes nothing', async () => {
      const { a, b, questionId, fromB, fromC } = await thread();
      await mark(a, questionId, fromC);
      for (const who of [b, await member('stranger'), admin]) {
        expect(await mark(who, questionId, fromB)).toMatchObject({
          status: 403,
          body: { message: BEST_ANSWER_MESSAGES.askerOnly },
        });
        expect(await unmark(who, questionId)).toMatchObject({
          status: 403,
          body: { message: BEST_ANSWER_MESSAGES.askerOnly },
        });
      }
      expect(order(await list(a, questionId))[0]).toEqual([fromC, true]);
      expect(await questionEvents(questionId)).toEqual(['BestAnswerMarked']);
    });
  });

  describe('bad requests', () => {
    it('refuses an answer of another question with a 404 that says so', async () => {
      const { a, questionId } = await thread();
      const elsewhere = await thread();
      for (const answerId of [elsewhere.fromB, 2_000_000_000]) {
        expect(await mark(a, questionId, answerId)).toMatchObject({
          status: 404,
          body: { message: BEST_ANSWER_MESSAGES.answerNotOnQuestion },
        });
      }
      expect(await questionEvents(questionId)).toEqual([]);
    });

    it('refuses a missing question with a 404, and a missing or malformed answer id with a 400', async () => {
      const { a, questionId, fromB } = await thread();
      for (const path of [
        '/api/questions/999999/best-answer',
        '/api/questions/abc/best-answer',
        '/api/questions/99999999999/best-answer',
      ]) {
        expect(await a.put(path, { answerId: fromB })).toMatchObject({
          status: 404,
          body: { message: BEST_ANSWER_MESSAGES.questionNotFound },
        });
        expect((await a.delete(path)).status).toBe(404);
      }
      for (const body of [{}, { answerId: 'first' }, { answerId: 1.5 }, { answerId: -3 }, { answerId: null }]) {
        expect(await a.put(`/api/questions/${questionId}/best-answer`, body)).toMatchObject({
          status: 400,
          body: { message: expect.stringContaining(BEST_ANSWER_MESSAGES.answerRequired) },
        });
      }
      expect(
        (await a.put(`/api/questions/${questionId}/best-answer`, { answerId: fromB, authorId: a.uid })).status,
      ).toBe(400);
      expect(await questionEvents(questionId)).toEqual([]);
    });
  });

  describe('removed answers', () => {
    /** A member reports the answer and an administrator removes it. */
    async function removeAnswer(reporter: ApiClient, answerId: number) {
      expect((await reporter.post(`/api/answers/${answerId}/report`, { reason: 'spam' })).status).toBe(202);
      const reports: ViolationReportList = (await admin.get('/api/admin/reports')).body;
      const report = reports.reports.find((r) => r.targetKind === 'answers' && r.targetId === answerId)!;
      expect((await admin.post(`/api/admin/reports/${report.id}/remove`, {})).status).toBe(200);
    }

    it('cannot be marked as the best', async () => {
      const { a, b, questionId, fromC } = await thread();
      await removeAnswer(b, fromC);
      expect(await mark(a, questionId, fromC)).toMatchObject({
        status: 409,
        body: { message: BEST_ANSWER_MESSAGES.answerRemoved },
      });
    });

    it('leave the question without a best answer when the best one is removed', async () => {
      const { a, b, questionId, fromB, fromC } = await thread();
      await mark(a, questionId, fromC);
      await removeAnswer(b, fromC);
      expect(order(await list(a, questionId))).toEqual([[fromB, false]]);
      // Nothing is left to unmark, and another answer can be chosen.
      expect((await unmark(a, questionId)).status).toBe(200);
      expect(await questionEvents(questionId)).toEqual(['BestAnswerMarked']);
      expect(order((await mark(a, questionId, fromB)).body)).toEqual([[fromB, true]]);
    });
  });
});
