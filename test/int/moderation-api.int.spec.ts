import type { AdminSummary } from '../../src/contracts/admin-summary';
import { CONVERSATION_MESSAGES, POST_MESSAGES } from '../../src/contracts/content';
import {
  MODERATION_MESSAGES,
  type ReportReason,
  REMOVAL_REASON_MAX,
  type ViolationReport,
  type ViolationReportList,
} from '../../src/contracts/moderation';
import type { Topic } from '../../src/contracts/topics';
import { ApiClient, type ApiAnswer } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { grantRole } from '../support/roles';

describeBehaviour('violation reports', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let writer: ApiClient;
  let ann: ApiClient;
  let annName: string;
  let bob: ApiClient;
  let topic: Topic;

  const client = () => new ApiClient(t.baseUrl);
  const email = (who: string) => `${who}${++n}-${profile}@example.org`;
  const created = async (r: Promise<ApiAnswer>) => {
    const reply = await r;
    expect(reply.status).toBe(201);
    return reply.body.id as number;
  };
  const postArticle = (title: string, body = 'An ordinary article body.') =>
    created(writer.post('/api/articles', { title, body, tags: ['zebrafinch'], categories: [topic.id] }));
  const postQuestion = (title: string) =>
    created(writer.post('/api/questions', { title, body: 'Asking.', tags: [], categories: [], acknowledged: true }));
  const comment = (articleId: number, text: string) =>
    created(writer.post(`/api/articles/${articleId}/comments`, { text }));
  const report = async (who: ApiClient, target: string, id: number, reason: ReportReason = 'other') => {
    const r = await who.post(`/api/${target}/${id}/report`, { reason });
    expect(r).toMatchObject({ status: 202, body: { message: CONVERSATION_MESSAGES.reported } });
  };
  const queue = async (): Promise<ViolationReportList> => {
    const r = await admin.get('/api/admin/reports');
    expect(r.status).toBe(200);
    return r.body;
  };
  const reportOf = async (targetKind: string, targetId: number, reporter?: ApiClient): Promise<ViolationReport> => {
    const uid = reporter ? (await reporter.get('/api/session')).body.user.uid : undefined;
    const found = (await queue()).reports.find(
      (r) => r.targetKind === targetKind && r.targetId === targetId && (uid === undefined || r.reporterId === uid),
    );
    if (!found) throw new Error(`No open report of ${targetKind} ${targetId}`);
    return found;
  };
  const dismiss = (id: string, who = admin) => who.post(`/api/admin/reports/${id}/dismiss`);
  const remove = (id: string, body: object = {}, who = admin) => who.post(`/api/admin/reports/${id}/remove`, body);

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    writer = client();
    await writer.signUp(email('writer'));
    ann = client();
    annName = (await ann.signUp(email('ann'))).username;
    bob = client();
    await bob.signUp(email('bob'));
    admin = client();
    const { uid } = await admin.signUp(email('admin'));
    await grantRole(t, admin, uid, 'Administrator');
    topic = ((await client().get('/api/topics')).body.topics as Topic[])[0]!;
  });
  afterAll(async () => t.close());

  describe('reporting', () => {
    it('refuses a reason it does not know with a 400 that lists the reasons', async () => {
      const articleId = await postArticle('A reason to report');
      const r = await ann.post(`/api/articles/${articleId}/report`, { reason: 'boring' });
      expect(r).toMatchObject({ status: 400, body: { message: `reason: ${MODERATION_MESSAGES.reasonRequired}` } });
    });

    it('refuses a report without a reason, as the Report dialog asks for one, and files nothing', async () => {
      const articleId = await postArticle('No reason given');
      const before = (await queue()).total;
      for (const body of [undefined, {}, { reason: null }, { reason: '' }]) {
        const r = await ann.post(`/api/articles/${articleId}/report`, body);
        expect(r).toMatchObject({ status: 400, body: { message: `reason: ${MODERATION_MESSAGES.reasonRequired}` } });
      }
      expect((await queue()).total).toBe(before);
      // With one, the same member may still report it.
      await report(ann, 'articles', articleId, 'harmful');
    });

    it('files a comment and a post once per reporter: the queue shows what, where, by whom and when, newest first', async () => {
      const articleId = await postArticle(
        'Holiday plans after the split',
        `Cheap pills for sale. ${'More text here. '.repeat(40)}`,
      );
      const commentId = await comment(articleId, 'Buy my pills, line one\nline two');
      const before = (await queue()).total;
      await report(ann, 'comments', commentId, 'spam');
      // Once per member and item: a second report is refused with a clear word, and adds nothing.
      expect(await ann.post(`/api/comments/${commentId}/report`, { reason: 'spam' })).toMatchObject({
        status: 409,
        body: { message: MODERATION_MESSAGES.alreadyReported },
      });
      await report(ann, 'articles', articleId, 'harassment');
      const { reports, total } = await queue();
      expect(total).toBe(before + 2);
      expect(reports.slice(0, 2)).toEqual([
        {
          id: expect.stringMatching(/^report-article\d+-\d+$/),
          targetKind: 'articles',
          targetId: articleId,
          parentKind: null,
          parentId: null,
          title: 'Holiday plans after the split',
          text: expect.stringMatching(/^Cheap pills for sale\. More text here\./),
          path: `/articles/${articleId}`,
          reporterId: expect.any(Number),
          reporterName: annName,
          reportedAt: expect.any(String),
          reason: 'harassment',
          // One report does not hide it.
          hidden: false,
          status: 'open',
        },
        expect.objectContaining({
          targetKind: 'comments',
          targetId: commentId,
          parentKind: 'articles',
          parentId: articleId,
          title: null,
          text: 'Buy my pills, line one\nline two',
          path: `/articles/${articleId}`,
          reporterName: annName,
          reason: 'spam',
        }),
      ]);
      expect(Date.parse(reports[0]!.reportedAt)).toBeGreaterThanOrEqual(Date.parse(reports[1]!.reportedAt));
      expect((await admin.get('/api/admin/summary')).body as AdminSummary).toMatchObject({ violationReports: total });
    });

    it('reports questions and their answers at their pages', async () => {
      const questionId = await postQuestion('Is this allowed here?');
      const answerId = await created(writer.post(`/api/questions/${questionId}/answers`, { text: 'Spam answer' }));
      await report(bob, 'questions', questionId);
      await report(bob, 'answers', answerId);
      expect(await reportOf('qnas', questionId)).toMatchObject({
        path: `/answers/${questionId}`,
        title: 'Is this allowed here?',
      });
      expect(await reportOf('answers', answerId)).toMatchObject({
        path: `/answers/${questionId}`,
        text: 'Spam answer',
      });
    });

    it('is for members, and for content that is there', async () => {
      const articleId = await postArticle('Not reported by strangers');
      expect((await client().post(`/api/articles/${articleId}/report`, { reason: 'spam' })).status).toBe(401);
      expect(await ann.post('/api/articles/999999/report', { reason: 'spam' })).toMatchObject({
        status: 404,
        body: { message: POST_MESSAGES.notFound },
      });
      expect(await ann.post('/api/comments/999999/report', { reason: 'spam' })).toMatchObject({
        status: 404,
        body: { message: CONVERSATION_MESSAGES.replyNotFound },
      });
      for (const path of [
        '/api/people/1/report',
        '/api/articles/abc/report',
        '/api/articles/0/report',
        '/api/questions/99999999999/report',
      ]) {
        expect((await ann.post(path, { reason: 'spam' })).status).toBe(404);
      }
      expect((await ann.post(`/api/articles/${articleId}/report`, { reason: 'spam', note: 'why' })).status).toBe(400);
    });
  });

  describe('the administrators’ calls', () => {
    it('are for administrators only', async () => {
      const articleId = await postArticle('Reported for the guard test');
      await report(ann, 'articles', articleId);
      const { id } = await reportOf('articles', articleId);
      for (const who of [client(), ann]) {
        const expected = who === ann ? 403 : 401;
        expect((await who.get('/api/admin/reports')).status).toBe(expected);
        expect((await dismiss(id, who)).status).toBe(expected);
        expect((await remove(id, {}, who)).status).toBe(expected);
      }
      expect((await reportOf('articles', articleId)).id).toBe(id);
    });

    it('answer 404 for an unknown or malformed report and 400 for a bad body', async () => {
      for (const id of ['nonsense', 'report-people1-2', 'report-comment0-1', 'report-comment999999-1']) {
        expect(await dismiss(id)).toMatchObject({ status: 404, body: { message: MODERATION_MESSAGES.reportNotFound } });
        expect(await remove(id)).toMatchObject({ status: 404, body: { message: MODERATION_MESSAGES.reportNotFound } });
      }
      const articleId = await postArticle('Reported for the body test');
      await report(ann, 'articles', articleId);
      const { id } = await reportOf('articles', articleId);
      expect(await remove(id, { reason: 'x'.repeat(REMOVAL_REASON_MAX + 1) })).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining(MODERATION_MESSAGES.reasonTooLong) },
      });
      expect((await remove(id, { reason: 42 })).status).toBe(400);
      expect((await remove(id, { why: 'spam' })).status).toBe(400);
      expect((await dismiss(id)).status).toBe(200);
    });
  });

  describe('dismissing', () => {
    it('resolves that report alone; the content stays, and neither can be resolved again', async () => {
      const articleId = await postArticle('A fine article');
      const commentId = await comment(articleId, 'A fine comment');
      await report(ann, 'comments', commentId);
      await report(bob, 'comments', commentId);
      const annReport = await reportOf('comments', commentId, ann);
      const r = await dismiss(annReport.id);
      expect(r.status).toBe(200);
      expect(r.body.reports.map((x: ViolationReport) => x.id)).not.toContain(annReport.id);
      expect(
        r.body.reports.filter((x: ViolationReport) => x.targetId === commentId && x.targetKind === 'comments'),
      ).toHaveLength(1);
      expect(
        (await client().get(`/api/articles/${articleId}/comments`)).body.items.map((c: { id: number }) => c.id),
      ).toEqual([commentId]);
      expect(await dismiss(annReport.id)).toMatchObject({
        status: 409,
        body: { message: MODERATION_MESSAGES.alreadyDismissed },
      });
      expect(await remove(annReport.id)).toMatchObject({
        status: 409,
        body: { message: MODERATION_MESSAGES.alreadyDismissed },
      });
      // Reporting it again is refused: the report stays dismissed.
      expect((await ann.post(`/api/comments/${commentId}/report`, { reason: 'spam' })).status).toBe(409);
      expect((await queue()).reports.map((x) => x.id)).not.toContain(annReport.id);
    });
  });

  describe('removing a post', () => {
    let articleId: number;
    let reports: ViolationReport[];
    let removal: { status: number; body: ViolationReportList };
    let topicArticles: number;

    beforeAll(async () => {
      articleId = await postArticle('Zanzibarian spam offers', 'Quokkaberry pills for everyone.');
      const commentId = await comment(articleId, 'A comment under the spam');
      await ann.put(`/api/account/saved/articles/${articleId}`, {});
      expect((await ann.get('/api/account/saved')).body.items.map((i: { id: number }) => i.id)).toContain(articleId);
      expect((await client().get('/api/search?q=quokkaberry')).body.counts.articles).toBe(1);
      topicArticles = (await client().get(`/api/topics/${topic.slug}`)).body.counts.articles;
      await report(ann, 'articles', articleId);
      await report(bob, 'articles', articleId);
      await report(bob, 'comments', commentId);
      reports = (await queue()).reports.filter((r) => r.targetId === articleId || r.parentId === articleId);
      expect(reports).toHaveLength(3);
      removal = await remove(reports.find((r) => r.targetKind === 'articles')!.id, { reason: '  Spam  ' });
    });

    it('resolves its reports and those of its comments at once', () => {
      expect(removal.status).toBe(200);
      const ids = removal.body.reports.map((r) => r.id);
      for (const r of reports) expect(ids).not.toContain(r.id);
    });

    smoke('takes it off its page, the lists, the topic page and the search', async () => {
      const visitor = client();
      expect((await visitor.get(`/api/articles/${articleId}`)).status).toBe(404);
      expect((await visitor.get(`/articles/${articleId}`)).status).toBe(404);
      const ids = (body: { items: { id: number; kind: string }[] }) =>
        body.items.filter((i) => i.kind === 'articles').map((i) => i.id);
      expect(ids((await visitor.get('/api/articles')).body)).not.toContain(articleId);
      expect(ids((await visitor.get('/api/results')).body)).not.toContain(articleId);
      expect(ids((await visitor.get('/api/latest')).body)).not.toContain(articleId);
      expect(ids((await visitor.get(`/api/topics/${topic.slug}/items?tab=articles`)).body)).not.toContain(articleId);
      const search = (await visitor.get('/api/search?q=quokkaberry')).body;
      expect(search.counts.articles).toBe(0);
      expect(search.results.items).toEqual([]);
      expect((await visitor.get('/api/search?q=zanzibarian')).body.results.items).toEqual([]);
    });

    it('takes it out of the topic counts, saved items, the feed and the sitemap', async () => {
      expect((await client().get(`/api/topics/${topic.slug}`)).body.counts.articles).toBe(topicArticles - 1);
      expect((await client().get(`/api/topics/${topic.slug}/items?tab=articles`)).body.total).toBe(topicArticles - 1);
      expect((await ann.get('/api/account/saved')).body.items.map((i: { id: number }) => i.id)).not.toContain(
        articleId,
      );
      expect((await client().get('/rss.xml')).body).not.toContain('Zanzibarian');
      expect((await client().get('/sitemap.xml')).body).not.toContain(`/articles/${articleId}<`);
    });

    it('shows it to its author alone, marked removed', async () => {
      const mine = (await writer.get('/api/account/history')).body.items.find(
        (i: { type: string; id: number }) => i.type === 'articles' && i.id === articleId,
      );
      expect(mine).toMatchObject({ title: 'Zanzibarian spam offers', removed: true });
      expect((await ann.get('/api/account/history')).body.items.map((i: { id: number }) => i.id)).not.toContain(
        articleId,
      );
    });

    it('cannot be removed twice; its other reports are resolved already', async () => {
      const other = reports.find(
        (r) => r.targetKind === 'articles' && r.id !== reports.find((x) => x.targetKind === 'articles')!.id,
      )!;
      expect(await remove(other.id)).toMatchObject({
        status: 409,
        body: { message: MODERATION_MESSAGES.alreadyRemoved },
      });
      expect(await dismiss(other.id)).toMatchObject({
        status: 409,
        body: { message: MODERATION_MESSAGES.resolvedByRemoval },
      });
    });

    it('takes no more comments, reports or bookmarks', async () => {
      expect((await writer.post(`/api/articles/${articleId}/comments`, { text: 'Still here?' })).status).toBe(404);
      expect((await bob.post(`/api/articles/${articleId}/report`, { reason: 'spam' })).status).toBe(404);
      expect((await bob.put(`/api/account/saved/articles/${articleId}`, {})).status).toBe(404);
    });
  });

  describe('removing a comment', () => {
    it('takes it out of its thread and its post’s count; its author still sees it, marked removed', async () => {
      const articleId = await postArticle('A calm article with one bad comment');
      const keep = await comment(articleId, 'A kind comment');
      const bad = await comment(articleId, 'A cruel comment');
      const count = async () =>
        (await client().get('/api/articles')).body.items.find((i: { id: number }) => i.id === articleId)?.replyCount;
      expect(await count()).toBe(2);
      await report(ann, 'comments', bad);
      const r = await remove((await reportOf('comments', bad)).id);
      expect(r.status).toBe(200);
      expect(
        (await client().get(`/api/articles/${articleId}/comments`)).body.items.map((c: { id: number }) => c.id),
      ).toEqual([keep]);
      expect((await client().get(`/api/articles/${articleId}`)).body.replyCount).toBe(1);
      expect(await count()).toBe(1);
      expect((await ann.post(`/api/comments/${bad}/vote`, { direction: 'up' })).status).toBe(404);
      expect((await bob.post(`/api/comments/${bad}/report`, { reason: 'spam' })).status).toBe(404);
      const history = (await writer.get('/api/account/history')).body.items;
      expect(history.find((i: { type: string; id: number }) => i.type === 'comments' && i.id === bad)).toMatchObject({
        title: 'A cruel comment',
        parentId: articleId,
        removed: true,
      });
      expect(
        history.find((i: { type: string; id: number }) => i.type === 'comments' && i.id === keep),
      ).not.toHaveProperty('removed');
    });
  });

  describe('removing the question of the day', () => {
    it('makes the next question of the cycle current and takes the removed one out of the table', async () => {
      const [first, second] = [
        await postQuestion('First cycled question?'),
        await postQuestion('Second cycled question?'),
      ];
      for (const id of [first, second])
        expect((await admin.put(`/api/admin/qotd/${id}/cycle`, { available: true })).status).toBe(200);
      expect((await admin.put(`/api/admin/qotd/${first}/active`, {})).status).toBe(200);
      expect((await client().get('/api/qotd')).body.question.id).toBe(first);
      await report(ann, 'questions', first);
      expect((await remove((await reportOf('qnas', first)).id)).status).toBe(200);
      expect((await client().get('/api/qotd')).body.question.id).toBe(second);
      const entries = (await admin.get('/api/admin/qotd')).body.entries.map((e: { id: number }) => e.id);
      expect(entries).toContain(second);
      expect(entries).not.toContain(first);
      expect((await admin.put(`/api/admin/qotd/${first}/cycle`, { available: true })).status).toBe(404);
    });
  });
});
