import type { AnswerList } from '../../src/contracts/best-answers';
import type { PostDetail } from '../../src/contracts/content';
import { MODERATION_MESSAGES, REPORTS_TO_HIDE, type ViolationReportList } from '../../src/contracts/moderation';
import { ApiClient } from '../support/api-client';
import { grantRole } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 44 part 4: reports from REPORTS_TO_HIDE distinct members hide an item from everyone but its author until a
// moderator looks; a member reports an item once; a moderator's Restore shows it again and makes it immune.
// Both profiles: the lists and the search are SQL each profile runs its own way.
describe.each(['services', 'embedded'] as const)('reports that act (%s)', (profile) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let asker: ApiClient;
  let harasser: ApiClient;
  let questionId: number;
  const client = () => new ApiClient(t.baseUrl);
  const signUp = async (who: string) => {
    const c = client();
    await c.signUp(`${who}${++n}-${profile}@example.org`);
    return c;
  };
  const answersFor = async (reader: ApiClient) =>
    ((await reader.get(`/api/questions/${questionId}/answers`)).body as AnswerList).items;
  const reporters = async (count: number) => Promise.all(Array.from({ length: count }, () => signUp('reporter')));

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    admin = await signUp('admin');
    await grantRole(t, admin, (await admin.get('/api/session')).body.user.uid, 'Administrator');
    asker = await signUp('asker');
    const q = await asker.post('/api/questions', {
      title: 'How do I keep calm at the handover?',
      body: 'Every Sunday the handover ends in a shouting match.',
      tags: [],
      categories: [],
      acknowledged: true,
    });
    expect(q.status).toBe(201);
    questionId = q.body.id;
    harasser = await signUp('harasser');
  });
  afterAll(async () => t.close());

  it('hides an answer at the third reporter, for everyone but its author; Restore shows it and keeps it shown', async () => {
    const posted = await harasser.post(`/api/questions/${questionId}/answers`, { text: 'I know where you live.' });
    expect(posted.status).toBe(201);
    const answerId = posted.body.id as number;
    const [first, second, third] = await reporters(REPORTS_TO_HIDE);

    expect((await first!.post(`/api/answers/${answerId}/report`, { reason: 'harassment' })).status).toBe(202);
    // Once per member and item: the reporter's list says so, and a second report is refused.
    expect((await answersFor(first!)).find((a) => a.id === answerId)).toMatchObject({ reportedByMe: true });
    expect((await answersFor(second!)).find((a) => a.id === answerId)?.reportedByMe).toBeUndefined();
    const again = await first!.post(`/api/answers/${answerId}/report`, { reason: 'harassment' });
    expect(again).toMatchObject({ status: 409, body: { message: MODERATION_MESSAGES.alreadyReported } });
    expect((await second!.post(`/api/answers/${answerId}/report`, { reason: 'harassment' })).status).toBe(202);
    // Two members are not enough.
    expect((await answersFor(client())).map((a) => a.id)).toContain(answerId);

    expect((await third!.post(`/api/answers/${answerId}/report`, { reason: 'harassment' })).status).toBe(202);
    expect((await answersFor(client())).map((a) => a.id)).not.toContain(answerId);
    expect((await answersFor(asker)).map((a) => a.id)).not.toContain(answerId);
    expect((await answersFor(harasser)).find((a) => a.id === answerId)).toMatchObject({ hiddenPendingReview: true });
    const question = (await client().get(`/api/questions/${questionId}`)).body as PostDetail;
    expect(question.replyCount).toBe(0);

    const queue = (await admin.get('/api/admin/reports')).body as ViolationReportList;
    const ofAnswer = queue.reports.filter((r) => r.targetKind === 'answers' && r.targetId === answerId);
    expect(ofAnswer).toHaveLength(REPORTS_TO_HIDE);
    expect(ofAnswer.every((r) => r.hidden)).toBe(true);
    // Only administrators restore.
    expect((await asker.post(`/api/admin/reports/${ofAnswer[0]!.id}/restore`, {})).status).toBe(403);

    const restored = await admin.post(`/api/admin/reports/${ofAnswer[0]!.id}/restore`, {});
    expect(restored.status).toBe(200);
    // Its reports are dismissed with it, and it shows to everyone again.
    expect((restored.body as ViolationReportList).reports.some((r) => r.targetId === answerId)).toBe(false);
    expect((await answersFor(client())).map((a) => a.id)).toContain(answerId);
    expect((await answersFor(harasser)).find((a) => a.id === answerId)?.hiddenPendingReview).toBeUndefined();
    const twice = await admin.post(`/api/admin/reports/${ofAnswer[1]!.id}/restore`, {});
    expect(twice.status).toBe(409);

    // Immune: three more reporters file reports the moderators see, and it stays.
    for (const reporter of await reporters(REPORTS_TO_HIDE))
      expect((await reporter.post(`/api/answers/${answerId}/report`, { reason: 'spam' })).status).toBe(202);
    expect((await answersFor(client())).map((a) => a.id)).toContain(answerId);
    const later = (await admin.get('/api/admin/reports')).body as ViolationReportList;
    const open = later.reports.filter((r) => r.targetKind === 'answers' && r.targetId === answerId);
    expect(open).toHaveLength(REPORTS_TO_HIDE);
    expect(open.some((r) => r.hidden)).toBe(false);
  });

  it('hides a post from its list, its page and the search; Remove takes it away for good', async () => {
    const marker = `quillfrond${profile}`;
    const article = await harasser.post('/api/articles', {
      title: `About ${marker}`,
      body: `Everything about ${marker} and the people who lie.`,
      tags: [],
      categories: [],
    });
    expect(article.status).toBe(201);
    const id = article.body.id as number;
    const listed = async () => {
      const [list, search] = await Promise.all([
        client().get('/api/articles'),
        client().get(`/api/search?q=${marker}&kind=articles`),
      ]);
      return JSON.stringify([list.body, search.body]).includes(`About ${marker}`);
    };
    expect(await listed()).toBe(true);

    for (const reporter of await reporters(REPORTS_TO_HIDE))
      expect((await reporter.post(`/api/articles/${id}/report`, { reason: 'harassment' })).status).toBe(202);
    expect(await listed()).toBe(false);
    expect((await client().get(`/api/articles/${id}`)).status).toBe(404);
    expect((await asker.get(`/api/articles/${id}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/articles/${id}`)).status).toBe(404);
    expect((await harasser.get(`/api/articles/${id}`)).body).toMatchObject({ id, hiddenPendingReview: true });

    const queue = (await admin.get('/api/admin/reports')).body as ViolationReportList;
    const report = queue.reports.find((r) => r.targetKind === 'articles' && r.targetId === id)!;
    expect(report).toMatchObject({ hidden: true, title: `About ${marker}` });
    expect((await admin.post(`/api/admin/reports/${report.id}/restore`, {})).status).toBe(200);
    expect(await listed()).toBe(true);

    // A second wave of reports leaves it be; a moderator's removal still takes it away.
    for (const reporter of await reporters(REPORTS_TO_HIDE))
      expect((await reporter.post(`/api/articles/${id}/report`, { reason: 'harassment' })).status).toBe(202);
    expect(await listed()).toBe(true);
    const next = (await admin.get('/api/admin/reports')).body as ViolationReportList;
    const open = next.reports.find((r) => r.targetKind === 'articles' && r.targetId === id)!;
    expect((await admin.post(`/api/admin/reports/${open.id}/remove`, {})).status).toBe(200);
    expect(await listed()).toBe(false);
  });
});
