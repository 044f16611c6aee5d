import { DeciderSpecification } from '../../../test/support/decider-specification';
import { MODERATION_MESSAGES, type ReportedKind } from '../../contracts/moderation';
import { fold } from '../decider';
import { contentDecider, type RemoveContent, type ReportCommand, reportDecider } from './moderation.decider';

const now = new Date('2026-11-25T09:00:00.000Z');
const at = now.toISOString();

type Event = { type: string; data: unknown };
const reported = (target: string, targetId: number, reporterId = 7): Event => ({
  type: 'ReplyReported',
  data: { target, targetId, reporterId, reportedAt: at },
});
const dismissed = (kind: ReportedKind, id: number): Event => ({
  type: 'ReportDismissed',
  data: { kind, id, dismissedAt: at },
});
const removed = (kind: ReportedKind, id: number, reportId: string | null = null): Event => ({
  type: 'ContentRemoved',
  data: { kind, id, reportId, reason: null, removedAt: at },
});
const articlePosted: Event = { type: 'ArticlePosted', data: { id: 3 } };
const commentAdded = (id: number): Event => ({
  type: 'CommentAdded',
  data: { id, parentKind: 'articles', parentId: 3 },
});

const { given } = DeciderSpecification.for(reportDecider);
const content = DeciderSpecification.for(contentDecider);
const removal = (reportEvents: Event[], reason: string | null = null): RemoveContent => ({
  type: 'RemoveContent',
  reportId: 'report-comment41-7',
  report: fold(reportDecider, reportEvents),
  reason,
  now,
});

describe('FileReport', () => {
  const file = (kind: ReportedKind, id: number): ReportCommand => ({
    type: 'FileReport',
    kind,
    id,
    reporterId: 7,
    now,
  });

  it('records the report of a comment under its target name', () => {
    given([])
      .when(file('comments', 41))
      .then([reported('comment', 41)]);
  });

  it('records the report of a post, a question as a question', () => {
    given([])
      .when(file('qnas', 9))
      .then([reported('question', 9)]);
    given([])
      .when(file('videos', 2))
      .then([reported('video', 2)]);
  });

  it('keeps the reason the member chose', () => {
    given([])
      .when({ type: 'FileReport', kind: 'answers', id: 12, reporterId: 7, reason: 'harassment', now })
      .then([
        {
          type: 'ReplyReported',
          data: { target: 'answer', targetId: 12, reporterId: 7, reportedAt: at, reason: 'harassment' },
        },
      ]);
  });

  describe('when the same person reported it before', () => {
    it('refuses a second report, saying so', () => {
      given([reported('comment', 41)])
        .when(file('comments', 41))
        .thenRefuses('conflict', MODERATION_MESSAGES.alreadyReported);
    });

    it('refuses it after the report was dismissed too', () => {
      given([reported('comment', 41), dismissed('comments', 41)])
        .when(file('comments', 41))
        .thenRefuses('conflict', MODERATION_MESSAGES.alreadyReported);
    });
  });
});

describe('DismissReport', () => {
  const dismiss = (contentRemoved = false): ReportCommand => ({ type: 'DismissReport', contentRemoved, now });

  it('resolves an open report, naming what it was about', () => {
    given([reported('article', 3)])
      .when(dismiss())
      .then([dismissed('articles', 3)]);
  });

  it('refuses an unknown report', () => {
    given([]).when(dismiss()).thenRefuses('not_found', MODERATION_MESSAGES.reportNotFound);
  });

  it('refuses a report dismissed before', () => {
    given([reported('comment', 41), dismissed('comments', 41)])
      .when(dismiss())
      .thenRefuses('conflict', MODERATION_MESSAGES.alreadyDismissed);
  });

  it('refuses a report whose content was removed', () => {
    given([reported('comment', 41)])
      .when(dismiss(true))
      .thenRefuses('conflict', MODERATION_MESSAGES.resolvedByRemoval);
  });
});

describe('RemoveContent', () => {
  describe('of a comment', () => {
    it('removes it in the post’s stream, with the report and the reason', () => {
      content
        .given([articlePosted, commentAdded(41)])
        .when(removal([reported('comment', 41)], 'Spam'))
        .then([
          {
            type: 'ContentRemoved',
            data: { kind: 'comments', id: 41, reportId: 'report-comment41-7', reason: 'Spam', removedAt: at },
          },
        ]);
    });

    it('cannot remove it twice', () => {
      content
        .given([articlePosted, commentAdded(41), removed('comments', 41)])
        .when(removal([reported('comment', 41)]))
        .thenRefuses('conflict', MODERATION_MESSAGES.alreadyRemoved);
    });

    it('finds it gone with the post it belongs to', () => {
      content
        .given([articlePosted, commentAdded(41), removed('articles', 3)])
        .when(removal([reported('comment', 41)]))
        .thenRefuses('conflict', MODERATION_MESSAGES.alreadyRemoved);
    });

    it('leaves the other comments alone', () => {
      expect(
        content
          .given([articlePosted, commentAdded(40), commentAdded(41), removed('comments', 40)])
          .when(removal([reported('comment', 41)]))
          .events(),
      ).toHaveLength(1);
    });

    it('refuses a comment the stream does not hold', () => {
      content
        .given([articlePosted, commentAdded(40)])
        .when(removal([reported('comment', 41)]))
        .thenRefuses('not_found', MODERATION_MESSAGES.contentNotFound);
    });
  });

  describe('of a post', () => {
    it('removes the post', () => {
      content
        .given([articlePosted, commentAdded(41)])
        .when(removal([reported('article', 3)]))
        .then([
          {
            type: 'ContentRemoved',
            data: { kind: 'articles', id: 3, reportId: 'report-comment41-7', reason: null, removedAt: at },
          },
        ]);
    });

    it('cannot remove it twice', () => {
      content
        .given([articlePosted, removed('articles', 3)])
        .when(removal([reported('article', 3)]))
        .thenRefuses('conflict', MODERATION_MESSAGES.alreadyRemoved);
    });

    it('refuses a post that was never posted', () => {
      content
        .given([])
        .when(removal([reported('article', 3)]))
        .thenRefuses('not_found', MODERATION_MESSAGES.contentNotFound);
    });
  });

  it('refuses an unknown report', () => {
    content
      .given([articlePosted, commentAdded(41)])
      .when(removal([]))
      .thenRefuses('not_found', MODERATION_MESSAGES.reportNotFound);
  });

  it('refuses a dismissed report: the content stays', () => {
    content
      .given([articlePosted, commentAdded(41)])
      .when(removal([reported('comment', 41), dismissed('comments', 41)]))
      .thenRefuses('conflict', MODERATION_MESSAGES.alreadyDismissed);
  });
});
