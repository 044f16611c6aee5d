// The moderation contract, shared by the server and the administrators' screens.
// Plain constants and types only.
import { POST_KINDS, type PostKind } from './content';

/** What members can report: a comment, an answer, or a post of any kind. */
export const REPORTED_KINDS = [...POST_KINDS, 'comments', 'answers'] as const;
export type ReportedKind = (typeof REPORTED_KINDS)[number];

/** The API's names of what can be reported (`/api/questions/9/report` reports a question). */
export const REPORTED_PATHS = {
  comments: 'comments',
  answers: 'answers',
  articles: 'articles',
  books: 'books',
  videos: 'videos',
  questions: 'qnas',
} as const satisfies Record<string, ReportedKind>;

/** A reported comment or answer as the replies table names its kind. */
export const REPLY_KIND = { comments: 'comment', answers: 'answer' } as const;

export const isPostKind = (kind: ReportedKind): kind is PostKind => (POST_KINDS as readonly string[]).includes(kind);

/** A report's target as its event and stream name it (`report-comment41-7`), and the kind it is. */
export const REPORT_TARGETS = {
  comment: 'comments',
  answer: 'answers',
  article: 'articles',
  book: 'books',
  video: 'videos',
  question: 'qnas',
} as const satisfies Record<string, ReportedKind>;
export type ReportTarget = keyof typeof REPORT_TARGETS;

export const reportTargetOf = (kind: ReportedKind): ReportTarget =>
  (Object.keys(REPORT_TARGETS) as ReportTarget[]).find((target) => REPORT_TARGETS[target] === kind)!;

/** Why a member reports something: asked in the Report dialog, kept with the report for the moderators. */
export const REPORT_REASONS = {
  harassment: 'Harassment, threats or hate',
  identifying: 'It names or identifies someone',
  harmful: 'Harmful or dangerous advice',
  spam: 'Spam or advertising',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_IDS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** POST /api/{target}/:id/report */
export interface ReportRequest {
  reason: ReportReason;
}

/**
 * Reports from this many distinct members hide an item from everyone but its author until a moderator looks:
 * one upset reader cannot take a post down, and a threat seen by a few is gone before the moderators wake.
 */
export const REPORTS_TO_HIDE = 3;

/** How much of a reported post's body the queue shows. */
export const REPORTED_TEXT_MAX = 280;
export const REMOVAL_REASON_MAX = 500;

/** One member's report of one comment, answer or post; a second report by the same member adds nothing. */
export interface ViolationReport {
  /** Stable per reporter and target. */
  id: string;
  targetKind: ReportedKind;
  targetId: number;
  /** For a comment or answer: the post it belongs to. */
  parentKind: PostKind | null;
  parentId: number | null;
  /** For a post: its title. */
  title: string | null;
  /** A comment's or answer's text, or the start of a post's body, as it was when reported; null until known. */
  text: string | null;
  /** The page it appears on, e.g. `/articles/12`; null until known. */
  path: string | null;
  reporterId: number;
  /** The reporter's current username; null if the account is gone. */
  reporterName: string | null;
  reportedAt: string;
  /** What the reporter chose in the Report dialog; null for reports filed before it asked. */
  reason: ReportReason | null;
  /** Reports hid the item (REPORTS_TO_HIDE of them): it shows to its author alone until Restore or Remove. */
  hidden: boolean;
  status: 'open';
}

/** GET /api/admin/reports, and the reply to a dismissal or removal: the open reports, newest first. */
export interface ViolationReportList {
  reports: ViolationReport[];
  /** Every open report, also those past the list's length. */
  total: number;
}

/** POST /api/admin/reports/:id/remove */
export interface RemoveContentRequest {
  /** Kept with the removal for the record; never shown to members. */
  reason?: string;
}

export const MODERATION_MESSAGES = {
  /** A second report of the same item by the same member (409). */
  alreadyReported: 'You have already reported this. Thank you: the moderators will look at it.',
  reasonRequired: `Please choose why you are reporting this: ${REPORT_REASON_IDS.join(', ')}.`,
  reportNotFound: 'This report could not be found.',
  contentNotFound: 'The reported content could not be found.',
  alreadyDismissed: 'This report was already dismissed.',
  alreadyRemoved: 'This content was already removed.',
  resolvedByRemoval: 'This report is already resolved: the content was removed.',
  reasonTooLong: `Please keep the reason to ${REMOVAL_REASON_MAX} characters or fewer.`,
  dismissed: 'Report dismissed.',
  removed: 'Content removed.',
  /** To its author, on the item that reports hid (no word of who reported it or why). */
  hiddenPendingReview: 'Hidden pending review.',
  /** In the queue, beside a report of an item that reports hid. */
  hiddenByReports: `Hidden: reported by ${REPORTS_TO_HIDE} or more members.`,
  restored: 'Restored. It shows to everyone again, and reports no longer hide it.',
  notHidden: 'This content is not hidden.',
} as const;
