import { draftIdOf } from '../../src/commands/drafts/draft-key';
import type { AdminSummary } from '../../src/contracts/admin-summary';
import { type AnonymousDraft, DRAFT_MESSAGES } from '../../src/contracts/drafts';
import { draftStream } from '../../src/events/streams';
import type { EventStore } from '../../src/infra/event-store/event-store.port';
import { EVENT_STORE } from '../../src/infra/tokens';
import { ApiClient } from '../support/api-client';
import { describeBehaviour } from '../support/profiles';
import { startTestApp, type TestApp } from '../support/test-app';
import { grantRole } from '../support/roles';
import { until } from '../support/until';

const question = {
  kind: 'qnas',
  title: 'How do I tell my kids?',
  body: 'They are 6 and 9.',
  tags: [],
  categories: [],
  acknowledged: true,
};
const article = {
  kind: 'articles',
  title: 'Our first holiday apart',
  body: 'It went better than feared.',
  tags: [],
  categories: [],
};

describeBehaviour('anonymous content and the Admin Area summary', ({ profile, it, smoke }) => {
  let t: TestApp;
  let n = 0;
  let admin: ApiClient;
  let member: ApiClient;

  const client = () => new ApiClient(t.baseUrl);
  const email = (who: string) => `${who}${++n}-${profile}@example.org`;
  const pending = async (): Promise<{ drafts: AnonymousDraft[]; total: number }> => {
    const r = await admin.get('/api/admin/drafts');
    expect(r.status).toBe(200);
    return r.body;
  };
  const remove = (draftId: string, who = admin) => who.request('DELETE', `/api/admin/drafts/${draftId}`);
  const summary = async (): Promise<AdminSummary> => {
    const r = await admin.get('/api/admin/summary');
    expect(r.status).toBe(200);
    return r.body;
  };
  const saveDraft = async (body: object = question) => {
    const r = await client().post('/api/drafts', body);
    expect(r.status).toBe(201);
    return r.body.key as string;
  };

  beforeAll(async () => {
    t = await startTestApp(profile, { RATE_LIMIT_FACTOR: '1000' });
    member = client();
    await member.signUp(email('member'));
    admin = client();
    const { uid } = await admin.signUp(email('admin'));
    await grantRole(t, admin, uid, 'Administrator');
  });
  afterAll(async () => t.close());

  describe('anonymous content', () => {
    it('lists pending drafts newest first by id, kind, title and date, never by key or body', async () => {
      const older = await saveDraft(question);
      const newer = await saveDraft(article);
      const { drafts, total } = await pending();
      expect(drafts.slice(0, 2)).toEqual([
        {
          draftId: draftIdOf(newer),
          kind: 'articles',
          title: article.title,
          savedAt: expect.any(String),
          pseudonymous: false,
        },
        {
          draftId: draftIdOf(older),
          kind: 'qnas',
          title: question.title,
          savedAt: expect.any(String),
          pseudonymous: false,
        },
      ]);
      expect(Date.parse(drafts[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(drafts[1]!.savedAt));
      expect(total).toBe(drafts.length);
      const text = JSON.stringify(drafts);
      for (const secret of [older, newer, question.body, article.body]) expect(text).not.toContain(secret);
    });

    it('leaves claimed drafts out', async () => {
      const key = await saveDraft();
      expect((await member.post(`/api/drafts/${key}/claim`)).status).toBe(201);
      expect((await pending()).drafts.map((d) => d.draftId)).not.toContain(draftIdOf(key));
    });

    it('deletes a draft: gone from the list at once, and its key can no longer post it', async () => {
      const key = await saveDraft();
      const draftId = draftIdOf(key);
      expect((await remove(draftId)).status).toBe(204);
      expect((await pending()).drafts.map((d) => d.draftId)).not.toContain(draftId);
      expect(await member.post(`/api/drafts/${key}/claim`)).toMatchObject({
        status: 404,
        body: { message: DRAFT_MESSAGES.notFound },
      });
      const events = await t.app.get<EventStore>(EVENT_STORE).readStream(draftStream(draftId));
      expect(events.map((e) => [e.type, (e.data as { reason?: string }).reason])).toEqual([
        ['DraftSaved', undefined],
        ['DraftDiscarded', 'removed'],
      ]);
      // Deleting it again changes nothing.
      expect((await remove(draftId)).status).toBe(204);
      expect(await t.app.get<EventStore>(EVENT_STORE).readStream(draftStream(draftId))).toHaveLength(2);
    });

    it('refuses a draft its author posted meanwhile, and answers 404 for an unknown or malformed id', async () => {
      const key = await saveDraft();
      expect((await member.post(`/api/drafts/${key}/claim`)).status).toBe(201);
      expect(await remove(draftIdOf(key))).toMatchObject({
        status: 409,
        body: { message: DRAFT_MESSAGES.alreadyPosted },
      });
      for (const id of ['f'.repeat(64), 'not-a-draft', key, 'F'.repeat(64)]) {
        expect(await remove(id)).toMatchObject({ status: 404, body: { message: DRAFT_MESSAGES.notFound } });
      }
    });

    it('keeps the list and deletion to administrators', async () => {
      const draftId = draftIdOf(await saveDraft());
      for (const [who, status] of [
        [client(), 401],
        [member, 403],
      ] as const) {
        expect((await who.get('/api/admin/drafts')).status).toBe(status);
        expect((await remove(draftId, who)).status).toBe(status);
      }
      expect((await pending()).drafts.map((d) => d.draftId)).toContain(draftId);
    });
  });

  describe('summary', () => {
    smoke('counts open suggested categories, open violation reports, pending drafts and unread messages', async () => {
      const start = await summary();
      expect(Object.keys(start).sort()).toEqual([
        'anonymousContent',
        'heldItems',
        'suggestedCategories',
        'unreadMessages',
        'violationReports',
      ]);
      expect(start.anonymousContent).toBe((await pending()).total);
      expect(start.unreadMessages).toBe((await admin.get('/api/admin/messages')).body.unread);
      expect(start.heldItems).toBe((await admin.get('/api/admin/held-items')).body.items.length);

      const key = await saveDraft();
      expect(await summary()).toEqual({ ...start, anonymousContent: start.anonymousContent + 1 });

      const posted = await member.post('/api/articles', {
        ...article,
        kind: undefined,
        suggestedTopic: `Holidays ${profile}`,
      });
      expect(posted.status).toBe(201);
      expect(await summary()).toEqual({
        ...start,
        anonymousContent: start.anonymousContent + 1,
        suggestedCategories: start.suggestedCategories + 1,
      });

      const comment = await member.post(`/api/articles/${posted.body.id}/comments`, {
        text: 'Buy cheap watches here',
      });
      expect(comment.status).toBe(201);
      expect((await client().post(`/api/comments/${comment.body.id}/report`, { reason: 'spam' })).status).toBe(401);
      expect((await member.post(`/api/comments/${comment.body.id}/report`, { reason: 'spam' })).status).toBe(202);
      // A report answers before the read model has it.
      await until(
        async () => (await summary()).violationReports === start.violationReports + 1,
        'the report to be counted',
      );

      expect((await remove(draftIdOf(key))).status).toBe(204);
      expect(await summary()).toEqual({
        suggestedCategories: start.suggestedCategories + 1,
        violationReports: start.violationReports + 1,
        anonymousContent: start.anonymousContent,
        unreadMessages: start.unreadMessages,
        heldItems: start.heldItems,
      });
    });

    it('is for administrators only', async () => {
      expect((await client().get('/api/admin/summary')).status).toBe(401);
      expect((await member.get('/api/admin/summary')).status).toBe(403);
      expect((await admin.get('/api/admin/summary?all=1')).status).toBe(400);
    });
  });
});
