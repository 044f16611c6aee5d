import { createHash } from 'node:crypto';
import type { AdminMessageKind } from '../contracts/admin-messages';
import { REPORT_TARGETS, type ReportTarget } from '../contracts/moderation';
import { postStreamName } from '../contracts/post-streams';

// One function builds each stream id, so a stream's name is spelled in one place.
export const userStream = (uid: number) => `user-${uid}`;
/** Every account deletion, recorded where it outlives the deleted account's own stream. */
export const accountDeletionsStream = () => 'account-deletions';
export const postStream = postStreamName;
/** One voter's vote on one comment or answer: voters never contend with each other. */
export const voteStream = (target: 'comment' | 'answer', targetId: number, uid: number) =>
  `vote-${target}${targetId}-${uid}`;
/** One person's report of one comment, answer or post: a second report by the same person adds nothing new. */
export const reportStream = (target: ReportTarget, targetId: number, uid: number) =>
  `report-${target}${targetId}-${uid}`;
/** Whether a name is one of reportStream's (a report's id is its stream's name). */
export const isReportStream = (streamId: string): boolean => {
  const match = /^report-([a-z]+)[1-9]\d{0,9}-[1-9]\d{0,9}$/.exec(streamId);
  return match !== null && Object.hasOwn(REPORT_TARGETS, match[1]!);
};

const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
// Hashed so that a stream id never carries the email or name itself.
export const emailReservationStream = (email: string) => `reservation-email-${digest(email)}`;
export const usernameReservationStream = (username: string) => `reservation-username-${digest(username)}`;
/** An expert's profile address; slugs are public, so the stream names it plainly. */
export const expertSlugReservationStream = (slug: string) => `reservation-expert-slug-${slug}`;
/** The question-of-the-day cycle and the current question: one stream, since its rules span both. */
export const qotdStream = () => 'qotd';
/** A topic, named by its slug: created with `no_stream`, so a slug is taken once. */
export const topicStream = (slug: string) => `topic-${slug}`;
/** A category a member suggested, until an administrator approves or denies it. */
export const categorySuggestionStream = (id: number) => `category-suggestion-${id}`;
/** An anonymous draft, named by the SHA-256 of its secret key (hex), so the key never reaches the store. */
export const draftStream = (draftId: string) => `draft-${draftId}`;
/** The record that a finished draft's stream was deleted; it outlives the stream and holds no content. */
export const draftErasureStream = (draftId: string) => `draft-erased-${draftId}`;

/** A Contact Us message's, a bug report's or an Experts page message's own stream; its name is the message's id in the inbox. */
export const adminMessageStream = (kind: AdminMessageKind, uuid: string) =>
  `${kind === 'expert' ? 'expert-message' : kind}-${uuid}`;
/** Whether a name is one of adminMessageStream's. */
export const isAdminMessageStream = (streamId: string): boolean =>
  /^(contact|bug|expert-message)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(streamId);

/** One member's watched questions and topics: erased with the account. */
export const watchesStream = (uid: number) => `watches-${uid}`;

/** The administrators' blocklist of words and domains: one stream, since its entries are few. */
export const blocklistStream = () => 'blocklist';

/** The members one member has blocked: erased with the account. */
export const blocksStream = (uid: number) => `blocks-${uid}`;
