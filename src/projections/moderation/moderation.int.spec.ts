import type { ReportedKind, ReportTarget } from '../../contracts/moderation';
import { reportStream } from '../../events/streams';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { conversationsProjection } from '../conversations/conversations.projection';
import { postsProjection } from '../posts/posts.projection';
import type { Projection } from '../projection';
import { moderationProjection } from './moderation.projection';
import { ModerationQueries } from './moderation.queries';

describe.each(READ_DATABASES)('moderation projection on %s', (database) => {
  const harness = projectionHarness(database, moderationProjection, {
    upstream: [postsProjection, conversationsProjection],
  });
  const article = () =>
    harness.event('article-3', {
      type: 'ArticlePosted',
      data: {
        id: 3,
        authorId: 5,
        authorName: 'Writer',
        authorRole: 'member',
        title: 'Cheap pills here',
        body: `Buy now. ${'Really. '.repeat(60)}`,
        tags: [],
        categories: [],
        media: null,
        postedAt: '2026-11-24T08:00:00.000Z',
      },
    });
  const comment = () =>
    harness.event('article-3', {
      type: 'CommentAdded',
      data: {
        id: 41,
        parentKind: 'articles',
        parentId: 3,
        authorId: 5,
        authorName: 'Anonymous',
        authorRole: 'member',
        text: 'Buy pills',
        addedAt: '2026-11-24T09:00:00.000Z',
      },
    });
  const report = (target: ReportTarget, targetId: number, reporterId: number, at: string) =>
    harness.event(reportStream(target, targetId, reporterId), {
      type: 'ReplyReported',
      data: { target, targetId, reporterId, reportedAt: at },
    });
  const removal = (kind: ReportedKind, id: number, at = '2026-11-25T10:00:00.000Z') =>
    harness.event('article-3', {
      type: 'ContentRemoved',
      data: { kind, id, reportId: null, reason: null, removedAt: at },
    });
  const dismissal = (reportId: string) =>
    harness.event(reportId, {
      type: 'ReportDismissed',
      data: { kind: 'comments', id: 41, dismissedAt: '2026-11-25T10:00:00.000Z' },
    });

  let queries: ModerationQueries;
  // One batch to one projection: the others may lag behind it, as in a rebuild.
  const given = (projection: Projection, ...events: StoredEvent[]) => harness.applyBatch(events, [projection]);
  const status = async (id: string) =>
    (await harness.db.selectFrom('violation_reports').select('status').where('id', '=', id).executeTakeFirst())?.status;

  // Each test starts from empty tables.
  beforeEach(async () => {
    await harness.givenEvents();
    queries = new ModerationQueries(harness.database);
  });

  it('keeps one open report per reporter, the first, with a snapshot of the reported comment and where it is', async () => {
    await given(postsProjection, article());
    await given(conversationsProjection, comment());
    await given(
      moderationProjection,
      report('comment', 41, 7, '2026-11-24T10:00:00.000Z'),
      report('comment', 41, 7, '2026-11-24T10:05:00.000Z'),
    );
    await given(moderationProjection, report('comment', 41, 8, '2026-11-24T11:00:00.000Z'));
    expect(await queries.openCount()).toBe(2);
    expect(await queries.open()).toEqual([
      {
        id: 'report-comment41-8',
        targetKind: 'comments',
        targetId: 41,
        parentKind: 'articles',
        parentId: 3,
        title: null,
        text: 'Buy pills',
        path: '/articles/3',
        reporterId: 8,
        reporterName: null,
        reportedAt: '2026-11-24T11:00:00.000Z',
        status: 'open',
        // Filed without a reason, as reports were before the Report dialog asked for one.
        reason: null,
        hidden: false,
      },
      expect.objectContaining({
        id: 'report-comment41-7',
        reporterId: 7,
        reportedAt: '2026-11-24T10:00:00.000Z',
        text: 'Buy pills',
      }),
    ]);
  });

  it('shows a reported post by its title and the start of its body, at its page', async () => {
    await given(postsProjection, article());
    await given(moderationProjection, report('article', 3, 7, '2026-11-24T10:00:00.000Z'));
    const [reported] = await queries.open();
    expect(reported).toMatchObject({
      targetKind: 'articles',
      targetId: 3,
      parentKind: null,
      title: 'Cheap pills here',
      path: '/articles/3',
    });
    expect(reported!.text).toMatch(/^Buy now\. Really\./);
    expect(reported!.text!.length).toBe(280);
  });

  it('closes a dismissed report, and only that one', async () => {
    await given(
      moderationProjection,
      report('comment', 41, 7, '2026-11-24T10:00:00.000Z'),
      report('comment', 41, 8, '2026-11-24T11:00:00.000Z'),
    );
    await given(moderationProjection, dismissal('report-comment41-7'));
    expect(await status('report-comment41-7')).toBe('dismissed');
    expect((await queries.open()).map((r) => r.id)).toEqual(['report-comment41-8']);
    expect(await queries.find('report-comment41-7')).toEqual({
      id: 'report-comment41-7',
      targetKind: 'comments',
      targetId: 41,
      parentKind: null,
      parentId: null,
      status: 'dismissed',
    });
  });

  describe('when the content is removed', () => {
    it('resolves every open report of it, and leaves a dismissed one dismissed', async () => {
      await given(
        moderationProjection,
        report('comment', 41, 7, '2026-11-24T10:00:00.000Z'),
        report('comment', 41, 8, '2026-11-24T11:00:00.000Z'),
      );
      await given(
        moderationProjection,
        report('comment', 42, 8, '2026-11-24T11:00:00.000Z'),
        dismissal('report-comment41-7'),
      );
      await given(moderationProjection, removal('comments', 41));
      expect([await status('report-comment41-7'), await status('report-comment41-8')]).toEqual([
        'dismissed',
        'removed',
      ]);
      expect((await queries.open()).map((r) => r.id)).toEqual(['report-comment42-8']);
      expect(await queries.openCount()).toBe(1);
    });

    it('resolves the reports of a removed post’s comments with it', async () => {
      await given(postsProjection, article());
      await given(conversationsProjection, comment());
      await given(
        moderationProjection,
        report('article', 3, 7, '2026-11-24T10:00:00.000Z'),
        report('comment', 41, 8, '2026-11-24T11:00:00.000Z'),
      );
      await given(moderationProjection, removal('articles', 3));
      expect(await queries.open()).toEqual([]);
    });

    it('resolves a report filed a moment before the removal but projected after it', async () => {
      await given(moderationProjection, report('comment', 41, 7, '2026-11-24T10:00:00.000Z'), removal('comments', 41));
      await given(moderationProjection, report('comment', 41, 8, '2026-11-24T11:00:00.000Z'));
      expect(await status('report-comment41-8')).toBe('removed');
    });
  });

  describe('when it runs ahead of the conversations projection (a rebuild)', () => {
    it('records the report at once and takes the snapshot when the comment arrives', async () => {
      await given(moderationProjection, report('comment', 41, 7, '2026-11-24T10:00:00.000Z'));
      expect(await queries.open()).toEqual([
        expect.objectContaining({ targetId: 41, text: null, parentKind: null, parentId: null, path: null }),
      ]);
      await given(conversationsProjection, comment());
      expect(await queries.open()).toEqual([
        expect.objectContaining({
          targetId: 41,
          text: 'Buy pills',
          parentKind: 'articles',
          parentId: 3,
          path: '/articles/3',
        }),
      ]);
    });
  });
});
