import { DomainError } from '../../common/domain-error';
import {
  isPostKind,
  MODERATION_MESSAGES,
  REPORTS_TO_HIDE,
  type ReportedKind,
  type ReportReason,
  reportTargetOf,
} from '../../contracts/moderation';
import { PostEvents } from '../../events/content/posts.events';
import type { ModerationEvent } from '../../events/content/moderation.events';
import { isEventOf } from '../../events/registry';
import { type ContentState, contentPresence, presenceOf } from '../content-presence';
import type { Decider } from '../decider';
import { CONTENT_PAGES } from '../../common/projection-names';
import { reportStream } from '../../events/streams';
import { defineWrite } from '../define-write';
import { type ReportCommand, reportDecider } from './moderation.decider';
import { REPORT_RECORDS, type ReportRecords } from './report-records.port';
import { type ContentParent, contentStreamOf } from './reported-content';

// Hiding by reports and a moderator's restore, decided in the stream that holds the content (a post's
// own, with its comments or answers), so two reports at once cannot hide it twice.

type StreamEvent = { type: string; data: unknown };

/** The post's words as they stand: a restored post is indexed for search again from them. */
type PostWords = { title: string; body: string; tags: string[]; postedAt: string };

export interface HidingState extends ContentState {
  /** Items of this stream that reports hid and no moderator has looked at yet, as `kind:id`. */
  hidden: ReadonlySet<string>;
  /** Items a moderator restored: reports no longer hide them. */
  immune: ReadonlySet<string>;
  words: PostWords | null;
}

export type HidingCommand =
  /** `reporters`: the distinct members whose reports of it are open, this one's included. */
  | { type: 'HideByReports'; kind: ReportedKind; id: number; reporters: number; now: Date }
  | { type: 'RestoreHidden'; kind: ReportedKind; id: number; now: Date };

const keyOf = (kind: ReportedKind, id: number) => `${kind}:${id}`;
const POSTED = new Set<string>(Object.keys(PostEvents));

function toggled(set: ReadonlySet<string>, key: string, present: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (present) next.add(key);
  else next.delete(key);
  return next;
}

function evolve(state: HidingState, event: StreamEvent): HidingState {
  const next = { ...state, ...contentPresence.evolve(state, event) };
  if (POSTED.has(event.type)) {
    const d = event.data as { title: string; body: string; tags: string[]; postedAt: string };
    return { ...next, words: { title: d.title, body: d.body, tags: d.tags, postedAt: d.postedAt } };
  }
  if (isEventOf(event, 'PostEdited') && state.words)
    return {
      ...next,
      words: { ...state.words, title: event.data.title, body: event.data.body, tags: event.data.tags },
    };
  if (isEventOf(event, 'ContentHiddenByReports'))
    return { ...next, hidden: toggled(state.hidden, keyOf(event.data.kind, event.data.id), true) };
  if (isEventOf(event, 'HiddenContentRestored')) {
    const key = keyOf(event.data.kind, event.data.id);
    return { ...next, hidden: toggled(state.hidden, key, false), immune: toggled(state.immune, key, true) };
  }
  return next;
}

function decide(command: HidingCommand, state: HidingState): ModerationEvent[] {
  const key = keyOf(command.kind, command.id);
  const present = presenceOf(state, command.kind, command.id) === 'present';
  if (command.type === 'HideByReports') {
    // Fewer reporters, already hidden, restored once, or gone: the report is filed and nothing more happens.
    if (!present || command.reporters < REPORTS_TO_HIDE || state.hidden.has(key) || state.immune.has(key)) return [];
    const data = {
      kind: command.kind,
      id: command.id,
      reporters: command.reporters,
      hiddenAt: command.now.toISOString(),
    };
    return [{ type: 'ContentHiddenByReports', data }];
  }
  if (!present) throw new DomainError('not_found', MODERATION_MESSAGES.contentNotFound);
  if (!state.hidden.has(key)) throw new DomainError('conflict', MODERATION_MESSAGES.notHidden);
  const post = isPostKind(command.kind) ? state.words : null;
  return [
    {
      type: 'HiddenContentRestored',
      data: { kind: command.kind, id: command.id, restoredAt: command.now.toISOString(), post },
    },
  ];
}

/** A post's stream as hiding needs it: what is there, what reports hid, what a moderator kept. */
export const hidingDecider: Decider<HidingCommand, HidingState, StreamEvent> = {
  initialState: () => ({ ...contentPresence.initialState(), hidden: new Set(), immune: new Set(), words: null }),
  evolve,
  decide,
};

/** An administrator restores an item reports hid (from one of its reports): it shows again, and reports no longer hide it. */
export const restoreHiddenContent = defineWrite({
  name: 'RestoreHiddenContent',
  decider: hidingDecider,
  stream: (_input: { reportId: string; parent: ContentParent }, target: { stream: string }) => target.stream,
  prepare: async ({ reportId, parent }, { read }) => {
    const report = await read(reportId, reportDecider);
    if (!report.filed) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
    const stream = contentStreamOf(report.filed, parent);
    if (!stream) throw new DomainError('not_found', MODERATION_MESSAGES.contentNotFound);
    return { stream, kind: report.filed.kind, id: report.filed.id };
  },
  command: (_input, now, { kind, id }): HidingCommand => ({ type: 'RestoreHidden', kind, id, now }),
  // Restored: back in the queue's view, the item's pages, its conversation and the search.
  nextReads: ['moderation', ...CONTENT_PAGES, 'conversations', 'search'],
});

/**
 * Files a member's violation report of a comment, answer or post (the caller checks that the content is there), in
 * the report's own stream; then, in the content's, reports enough members' reports hide it. Declared here, beside
 * the hiding it leads to.
 */
export const reportContent = defineWrite({
  name: 'ReportContent',
  decider: reportDecider,
  stream: ({
    kind,
    id,
    reporterId,
  }: {
    kind: ReportedKind;
    id: number;
    reporterId: number;
    reason: ReportReason;
    /** For a comment or answer, the post it is under (whose stream decides whether reports hide it). */
    parent: ContentParent;
  }) => reportStream(reportTargetOf(kind), id, reporterId),
  command: ({ kind, id, reporterId, reason }, now): ReportCommand => ({
    type: 'FileReport',
    kind,
    id,
    reporterId,
    now,
    ...(reason ? { reason } : {}),
  }),
  // A report may hide the item: it leaves every page, list and search at once.
  nextReads: ['moderation', ...CONTENT_PAGES, 'conversations', 'search'],
  then: async ({ input: { kind, id, reporterId, parent }, now }, { get, writer }, context) => {
    // The earlier reporters' reports are in the read model (each report waits for it before it answers);
    // this one is counted as filed. Two at the very same moment may both count short: the next one hides it.
    const reporters = new Set([...(await get<ReportRecords>(REPORT_RECORDS).openReporters(kind, id)), reporterId]).size;
    const stream = contentStreamOf({ kind, id }, parent);
    if (!stream) return null;
    const command: HidingCommand = { type: 'HideByReports', kind, id, reporters, now };
    return (await writer.decide(stream, hidingDecider, command, context)).appended?.position ?? null;
  },
});
