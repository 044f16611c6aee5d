import type { ReportReason, ReportTarget } from '../../contracts/moderation';
import { reportStream } from '../../events/streams';
import { commentAdded, contentRemoved, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { conversationsProjection } from '../conversations/conversations.projection';
import { postsProjection } from '../posts/posts.projection';
import { moderationProjection } from './moderation.projection';

describe.each(READ_DATABASES)('moderation projection on %s', (database) => {
  // A reported comment's text and post are copied from the replies table.
  const harness = projectionHarness(database, moderationProjection, {
    upstream: [postsProjection, conversationsProjection],
  });
  const report = (target: ReportTarget, targetId: number, reporterId: number, reason?: ReportReason) =>
    harness.event(reportStream(target, targetId, reporterId), {
      type: 'ReplyReported',
      data: { target, targetId, reporterId, reportedAt: '2026-11-24T10:00:00.000Z', ...(reason && { reason }) },
    });
  const thread = () => [
    harness.event(...posted('articles', 3)),
    harness.event(...commentAdded(41, 3, { text: 'Buy pills' })),
  ];

  describe('when members report a comment', () => {
    it('files one open report per reporter with a snapshot of the comment, where it is and the reason chosen', async () => {
      await harness.givenEvents(
        ...thread(),
        report('comment', 41, 7, 'spam'),
        report('comment', 41, 7, 'harassment'),
        // Filed before the Report dialog asked why: no reason.
        report('comment', 41, 8),
      );
      await harness.expectRows('violation_reports', [
        {
          id: 'report-comment41-7',
          target_kind: 'comments',
          target_id: 41,
          parent_kind: 'articles',
          parent_id: 3,
          text: 'Buy pills',
          reporter_id: 7,
          status: 'open',
          reason: 'spam',
        },
        { id: 'report-comment41-8', reporter_id: 8, text: 'Buy pills', status: 'open', reason: null },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when an administrator dismisses one report and removes the post of another', () => {
    it('resolves the first as dismissed, and the post’s report with its comments’ as removed', async () => {
      await harness.givenEvents(
        ...thread(),
        harness.event(...posted('articles', 4)),
        report('comment', 41, 7),
        report('article', 3, 8),
        report('article', 4, 7),
        harness.event(reportStream('article', 4, 7), {
          type: 'ReportDismissed',
          data: { kind: 'articles', id: 4, dismissedAt: '2026-11-25T09:00:00.000Z' },
        }),
        harness.event(...contentRemoved('articles', 3, ['articles', 3])),
      );
      await harness.expectRows('violation_reports', [
        { id: 'report-comment41-7', status: 'removed', resolved_at: new Date('2026-11-25T10:00:00.000Z') },
        { id: 'report-article3-8', status: 'removed', resolved_at: new Date('2026-11-25T10:00:00.000Z') },
        { id: 'report-article4-7', status: 'dismissed', resolved_at: new Date('2026-11-25T09:00:00.000Z') },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a report arrives after its comment was removed', () => {
    it('is resolved with the removal and keeps the removed comment’s text', async () => {
      await harness.givenEvents(
        ...thread(),
        report('comment', 41, 7),
        harness.event(...contentRemoved('comments', 41, ['articles', 3])),
        report('comment', 41, 8),
      );
      await harness.expectRows('violation_reports', [
        { id: 'report-comment41-7', status: 'removed' },
        { id: 'report-comment41-8', status: 'removed', text: 'Buy pills', parent_id: 3 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
