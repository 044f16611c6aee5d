import { DomainError } from '../../common/domain-error';
import {
  MODERATION_MESSAGES,
  REPORT_TARGETS,
  type ReportedKind,
  type ReportReason,
  reportTargetOf,
} from '../../contracts/moderation';
import type { ConversationEvent } from '../../events/content/conversations.events';
import type { ModerationEvent } from '../../events/content/moderation.events';
import { isEventOf } from '../../events/registry';
import { type ContentState, contentPresence, presenceOf } from '../content-presence';
import type { Decider } from '../decider';
import { CONTENT_PAGES } from '../../common/projection-names';
import { defineWrite } from '../define-write';
import { withdrawQuestion } from '../qotd/qotd.decider';
import { type ContentParent, contentStreamOf } from './reported-content';

// Two streams take part in moderation: a report's own (who reported what, and whether it was
// dismissed) and the stream that holds the content, a post's, with its comments or answers
// (whether the content is there, and whether it was removed). Each decision is made in one of
// them, with what it needs of the other passed in by the handler.

type StreamEvent = { type: string; data: unknown };

export interface ReportState {
  filed: { kind: ReportedKind; id: number; reporterId: number } | null;
  dismissed: boolean;
}

export type ReportCommand =
  | { type: 'FileReport'; kind: ReportedKind; id: number; reporterId: number; reason?: ReportReason; now: Date }
  /** `contentRemoved`: whether the reported content was removed meanwhile (from the content's stream). */
  | { type: 'DismissReport'; contentRemoved: boolean; now: Date };

function evolveReport(state: ReportState, event: StreamEvent): ReportState {
  if (isEventOf(event, 'ReplyReported')) {
    const d = event.data;
    return { ...state, filed: { kind: REPORT_TARGETS[d.target], id: d.targetId, reporterId: d.reporterId } };
  }
  return event.type === 'ReportDismissed' ? { ...state, dismissed: true } : state;
}

function decideReport(command: ReportCommand, state: ReportState): (ConversationEvent | ModerationEvent)[] {
  switch (command.type) {
    case 'FileReport': {
      // One report per member and item, whatever became of the first: a second is refused and says so.
      if (state.filed) throw new DomainError('conflict', MODERATION_MESSAGES.alreadyReported);
      const data = {
        target: reportTargetOf(command.kind),
        targetId: command.id,
        reporterId: command.reporterId,
        reportedAt: command.now.toISOString(),
        ...(command.reason ? { reason: command.reason } : {}),
      };
      return [{ type: 'ReplyReported', data }];
    }
    case 'DismissReport': {
      if (!state.filed) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
      if (state.dismissed) throw new DomainError('conflict', MODERATION_MESSAGES.alreadyDismissed);
      if (command.contentRemoved) throw new DomainError('conflict', MODERATION_MESSAGES.resolvedByRemoval);
      return [
        {
          type: 'ReportDismissed',
          data: { kind: state.filed.kind, id: state.filed.id, dismissedAt: command.now.toISOString() },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

/** A report's stream: filed once per reporter and target, then possibly dismissed. */
export const reportDecider: Decider<ReportCommand, ReportState, StreamEvent> = {
  initialState: () => ({ filed: null, dismissed: false }),
  evolve: evolveReport,
  decide: decideReport,
};

export interface RemoveContent {
  type: 'RemoveContent';
  /** The report the removal answers, folded from its own stream. */
  reportId: string;
  report: ReportState;
  reason: string | null;
  now: Date;
}

function decideRemoval(command: RemoveContent, state: ContentState): ModerationEvent[] {
  const { report } = command;
  if (!report.filed) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
  if (report.dismissed) throw new DomainError('conflict', MODERATION_MESSAGES.alreadyDismissed);
  const { kind, id } = report.filed;
  const presence = presenceOf(state, kind, id);
  if (presence === 'removed') throw new DomainError('conflict', MODERATION_MESSAGES.alreadyRemoved);
  if (presence === 'absent') throw new DomainError('not_found', MODERATION_MESSAGES.contentNotFound);
  return [
    {
      type: 'ContentRemoved',
      data: { kind, id, reportId: command.reportId, reason: command.reason, removedAt: command.now.toISOString() },
    },
  ];
}

/** A post's stream, as far as moderation needs it: is the post, or one of its replies, there or removed? */
export const contentDecider: Decider<RemoveContent, ContentState, StreamEvent> = {
  ...contentPresence,
  decide: decideRemoval,
};

/** An administrator dismisses a report (`reportId`: its stream); `parent`: the post a reported reply is under. */
export const dismissReport = defineWrite({
  name: 'DismissReport',
  decider: reportDecider,
  stream: ({ reportId }: { reportId: string; parent: ContentParent }) => reportId,
  // Whether the reported content was removed meanwhile, from the content's own stream.
  prepare: async ({ reportId, parent }, { read }) => {
    const { filed } = await read(reportId, reportDecider);
    const stream = filed && contentStreamOf(filed, parent);
    return stream ? presenceOf(await read(stream, contentDecider), filed.kind, filed.id) === 'removed' : false;
  },
  command: (_input, now, contentRemoved): ReportCommand => ({ type: 'DismissReport', contentRemoved, now }),
  nextReads: ['moderation'],
});

/** An administrator's "Remove content" on a report: the content goes, and every open report of it is resolved. */
export const removeContent = defineWrite({
  name: 'RemoveContent',
  decider: contentDecider,
  // The stream's revision guards the decision: of two removals at once, the second finds it removed.
  stream: (
    _input: { reportId: string; parent: ContentParent; reason: string | null },
    { stream }: { stream: string },
  ) => stream,
  prepare: async ({ reportId, parent }, { read }) => {
    const report = await read(reportId, reportDecider);
    if (!report.filed) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
    const stream = contentStreamOf(report.filed, parent);
    if (!stream) throw new DomainError('not_found', MODERATION_MESSAGES.contentNotFound);
    return { report, filed: report.filed, stream };
  },
  command: ({ reportId, reason }, now, { report }): RemoveContent => ({
    type: 'RemoveContent',
    reportId,
    report,
    reason,
    now,
  }),
  nextReads: [...CONTENT_PAGES, 'conversations', 'saved-items'],
  // A removed question also leaves the question-of-the-day cycle.
  then: async ({ prepared: { filed }, now }, tools, context) =>
    filed.kind === 'qnas' ? withdrawQuestion(tools, filed.id, now, context) : null,
});
