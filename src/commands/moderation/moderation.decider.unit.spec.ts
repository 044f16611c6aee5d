import { MODERATION_MESSAGES, type ReportedKind } from '../../contracts/moderation';
import { fold } from '../decider';
import {
  contentDecider,
  type RemoveContent,
  type ReportCommand,
  reportDecider,
  type ReportState,
} from './moderation.decider';

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

const report = (events: Event[]): ReportState => fold(reportDecider, events);
const decideReport = (events: Event[], command: ReportCommand) => () => reportDecider.decide(command, report(events));
const remove =
  (reportEvents: Event[], contentEvents: Event[], reason: string | null = null) =>
  () => {
    const command: RemoveContent = {
      type: 'RemoveContent',
      reportId: 'report-comment41-7',
      report: report(reportEvents),
      reason,
      now,
    };
    return contentDecider.decide(command, fold(contentDecider, contentEvents));
  };
const refusal = (code: string, message: string) => expect.objectContaining({ code, message });

describe('FileReport', () => {
  const file = (kind: ReportedKind, id: number): ReportCommand => ({
    type: 'FileReport',
    kind,
    id,
    reporterId: 7,
    now,
  });

  it('records the report of a comment under its target name', () => {
    expect(decideReport([], file('comments', 41))()).toEqual([reported('comment', 41)]);
  });

  it('records the report of a post, a question as a question', () => {
    expect(decideReport([], file('qnas', 9))()).toEqual([reported('question', 9)]);
    expect(decideReport([], file('videos', 2))()).toEqual([reported('video', 2)]);
  });

  describe('when the same person reported it before', () => {
    it('adds nothing', () => {
      expect(decideReport([reported('comment', 41)], file('comments', 41))()).toEqual([]);
    });

    it('adds nothing after the report was dismissed either', () => {
      expect(decideReport([reported('comment', 41), dismissed('comments', 41)], file('comments', 41))()).toEqual([]);
    });
  });
});

describe('DismissReport', () => {
  const dismiss = (contentRemoved = false): ReportCommand => ({ type: 'DismissReport', contentRemoved, now });

  it('resolves an open report, naming what it was about', () => {
    expect(decideReport([reported('article', 3)], dismiss())()).toEqual([dismissed('articles', 3)]);
  });

  it('refuses an unknown report', () => {
    expect(decideReport([], dismiss())).toThrow(refusal('not_found', MODERATION_MESSAGES.reportNotFound));
  });

  it('refuses a report dismissed before', () => {
    expect(decideReport([reported('comment', 41), dismissed('comments', 41)], dismiss())).toThrow(
      refusal('conflict', MODERATION_MESSAGES.alreadyDismissed),
    );
  });

  it('refuses a report whose content was removed', () => {
    expect(decideReport([reported('comment', 41)], dismiss(true))).toThrow(
      refusal('conflict', MODERATION_MESSAGES.resolvedByRemoval),
    );
  });
});

describe('RemoveContent', () => {
  describe('of a comment', () => {
    it('removes it in the post’s stream, with the report and the reason', () => {
      expect(remove([reported('comment', 41)], [articlePosted, commentAdded(41)], 'Spam')()).toEqual([
        {
          type: 'ContentRemoved',
          data: { kind: 'comments', id: 41, reportId: 'report-comment41-7', reason: 'Spam', removedAt: at },
        },
      ]);
    });

    it('cannot remove it twice', () => {
      expect(remove([reported('comment', 41)], [articlePosted, commentAdded(41), removed('comments', 41)])).toThrow(
        refusal('conflict', MODERATION_MESSAGES.alreadyRemoved),
      );
    });

    it('finds it gone with the post it belongs to', () => {
      expect(remove([reported('comment', 41)], [articlePosted, commentAdded(41), removed('articles', 3)])).toThrow(
        refusal('conflict', MODERATION_MESSAGES.alreadyRemoved),
      );
    });

    it('leaves the other comments alone', () => {
      expect(
        remove(
          [reported('comment', 41)],
          [articlePosted, commentAdded(40), commentAdded(41), removed('comments', 40)],
        )(),
      ).toHaveLength(1);
    });

    it('refuses a comment the stream does not hold', () => {
      expect(remove([reported('comment', 41)], [articlePosted, commentAdded(40)])).toThrow(
        refusal('not_found', MODERATION_MESSAGES.contentNotFound),
      );
    });
  });

  describe('of a post', () => {
    it('removes the post', () => {
      expect(remove([reported('article', 3)], [articlePosted, commentAdded(41)])()).toEqual([
        {
          type: 'ContentRemoved',
          data: { kind: 'articles', id: 3, reportId: 'report-comment41-7', reason: null, removedAt: at },
        },
      ]);
    });

    it('cannot remove it twice', () => {
      expect(remove([reported('article', 3)], [articlePosted, removed('articles', 3)])).toThrow(
        refusal('conflict', MODERATION_MESSAGES.alreadyRemoved),
      );
    });

    it('refuses a post that was never posted', () => {
      expect(remove([reported('article', 3)], [])).toThrow(refusal('not_found', MODERATION_MESSAGES.contentNotFound));
    });
  });

  it('refuses an unknown report', () => {
    expect(remove([], [articlePosted, commentAdded(41)])).toThrow(
      refusal('not_found', MODERATION_MESSAGES.reportNotFound),
    );
  });

  it('refuses a dismissed report: the content stays', () => {
    expect(remove([reported('comment', 41), dismissed('comments', 41)], [articlePosted, commentAdded(41)])).toThrow(
      refusal('conflict', MODERATION_MESSAGES.alreadyDismissed),
    );
  });
});
