import { DomainError } from '../../common/domain-error';
import { CONVERSATION } from '../../common/projection-names';
import { COMMENT_MAX, CONVERSATION_MESSAGES, type PostKind } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import type { HoldReason } from '../../contracts/holds';
import { linksShowPlain } from '../../contracts/trust-levels';
import { postStream } from '../../events/streams';
import { ReplyIdsRepository } from '../../infra/content/reply-ids.repository';
import { BLOCK_RECORDS, type BlockRecords } from '../blocks/block-records.port';
import { defineWrite, type WriteTools } from '../define-write';
import { HoldCheck } from '../holds/hold-check';
import type { ConversationEvent } from '../../events/content/conversations.events';
import type { HoldEvent } from '../../events/content/holds.events';
import { POSTED_TYPES } from '../../events/content/posts.events';
import { isEventOf } from '../../events/registry';
import type { Decider } from '../decider';
import { publishedOrHeld } from '../holds/held-item';
import { refuseUnconfirmedIdentifyingDetails } from '../identifying-details.rule';
import type { ContentState } from '../content-presence';
import { contentDecider } from '../moderation/moderation.decider';

/**
 * The parent post's stream, as moderation sees it (a reply needs the post there, posted and not
 * removed), and, for a post made under a pseudonym, its author and alias: the author's replies on
 * it appear under that alias too, whoever else replies.
 */
export interface ParentState extends ContentState {
  pseudonym: { authorId: number; pseudonym: number } | null;
}

export interface ReplyAuthor {
  id: number;
  name: string;
  role: Role;
}

interface NewReply {
  id: number;
  author: ReplyAuthor;
  text: string;
  /** "Post anyway": the author saw the warning about identifying details. */
  identifyingDetailsConfirmed: boolean;
  now: Date;
  /** Why the reply waits for review (see hold-rules); empty or absent: it is published at once. */
  hold?: readonly HoldReason[];
  /** Its links show as plain text (a new member's: linksShowPlain). */
  linksPlain?: boolean;
  /** The post's author blocked the replier: the reply shows to its author alone. */
  authorOnly?: boolean;
}

export type ReplyCommand =
  | ({ type: 'AddComment'; parentKind: 'articles' | 'books' | 'videos'; parentId: number } & NewReply)
  | ({ type: 'AddAnswer'; questionId: number } & NewReply);

/** Any event of the post's stream: the post's own (ArticlePosted …), earlier replies, removals. */
type ParentStreamEvent = { type: string; data: unknown };

const byline = ({ author, text, now, linksPlain, authorOnly }: NewReply, state: ParentState) => ({
  authorId: author.id,
  authorName: author.name,
  authorRole: author.role,
  text: text.trim(),
  addedAt: now.toISOString(),
  ...(state.pseudonym?.authorId === author.id ? { pseudonym: state.pseudonym.pseudonym } : {}),
  ...(linksPlain ? { linksPlain: true as const } : {}),
  ...(authorOnly ? { authorOnly: true as const } : {}),
});

function evolve(state: ParentState, event: ParentStreamEvent): ParentState {
  const content = contentDecider.evolve(state, event);
  if (!isEventOf(event, ...POSTED_TYPES)) return { ...content, pseudonym: state.pseudonym };
  const { authorId, pseudonym } = event.data;
  return { ...content, pseudonym: pseudonym === undefined ? null : { authorId, pseudonym } };
}

function decide(command: ReplyCommand, state: ParentState): (ConversationEvent | HoldEvent)[] {
  const held = { id: command.id, authorId: command.author.id, authorName: command.author.name, now: command.now };
  const hold = command.hold ?? [];
  return decideReply(command, state).map((event) =>
    publishedOrHeld(event, hold, { ...held, kind: event.type === 'CommentAdded' ? 'comments' : 'answers' }),
  );
}

function decideReply(command: ReplyCommand, state: ParentState): ConversationEvent[] {
  if (state.post !== 'present') throw new DomainError('not_found', CONVERSATION_MESSAGES.parentNotFound);
  const text = command.text.trim();
  if (text.length === 0) throw new DomainError('validation', CONVERSATION_MESSAGES.textRequired);
  if (text.length > COMMENT_MAX) throw new DomainError('validation', CONVERSATION_MESSAGES.textTooLong);
  refuseUnconfirmedIdentifyingDetails(command.identifyingDetailsConfirmed, text);
  switch (command.type) {
    case 'AddComment':
      return [
        {
          type: 'CommentAdded',
          data: {
            id: command.id,
            parentKind: command.parentKind,
            parentId: command.parentId,
            ...byline(command, state),
          },
        },
      ];
    case 'AddAnswer':
      return [
        { type: 'AnswerAdded', data: { id: command.id, questionId: command.questionId, ...byline(command, state) } },
      ];
    default:
      return assertNever(command);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}

export const conversationDecider: Decider<ReplyCommand, ParentState, ParentStreamEvent> = {
  initialState: () => ({ ...contentDecider.initialState(), pseudonym: null }),
  evolve,
  decide,
};

/** A comment or answer as the replier sends it. */
interface ReplyInput {
  author: ReplyAuthor;
  text: string;
  /** "Post anyway": the author saw the warning about identifying details. */
  identifyingDetailsConfirmed: boolean;
  /** How long the text took to write, measured by the client from the first keystroke to submit (hold-rules). */
  writingMs?: number;
}

/** The reply's new id, whether it shows to its author alone, and whether it waits for review. */
async function prepareReply(
  target: 'comment' | 'answer',
  { author, text, writingMs }: ReplyInput,
  post: { kind: PostKind; id: number },
  { get }: WriteTools,
) {
  const id = await get(ReplyIdsRepository).next(target);
  // The post's author blocked the replier: stored, and shown to the replier alone (they are not told).
  const authorOnly = await get<BlockRecords>(BLOCK_RECORDS).replyShownToAuthorOnly(author.id, post);
  const review = await get(HoldCheck).reasons(author.id, {
    item: 'reply',
    question: false,
    texts: [text],
    body: text,
    writingMs: writingMs ?? null,
  });
  return { id, authorOnly, review };
}

type PreparedReply = Awaited<ReturnType<typeof prepareReply>>;

const newReply = ({ author, text, identifyingDetailsConfirmed }: ReplyInput, now: Date, prepared: PreparedReply) => ({
  id: prepared.id,
  author,
  text,
  identifyingDetailsConfirmed,
  now,
  authorOnly: prepared.authorOnly,
  hold: prepared.review.reasons,
  linksPlain: linksShowPlain(prepared.review.level),
});

const replyAnswer = (_decision: unknown, _input: unknown, { id, review }: PreparedReply) => ({
  id,
  held: review.reasons.length > 0,
});

/** A member comments on an article, book or video (in its stream). */
export const addComment = defineWrite({
  name: 'AddComment',
  decider: conversationDecider,
  stream: ({ parentKind, parentId }: ReplyInput & { parentKind: 'articles' | 'books' | 'videos'; parentId: number }) =>
    postStream(parentKind, parentId),
  prepare: (input, tools) => prepareReply('comment', input, { kind: input.parentKind, id: input.parentId }, tools),
  command: (input, now, prepared): ReplyCommand => ({
    type: 'AddComment',
    parentKind: input.parentKind,
    parentId: input.parentId,
    ...newReply(input, now, prepared),
  }),
  refused: ({ review }) => review.refused(),
  nextReads: CONVERSATION,
  answer: replyAnswer,
});

/** A member answers a question (in its stream). */
export const addAnswer = defineWrite({
  name: 'AddAnswer',
  decider: conversationDecider,
  stream: ({ questionId }: ReplyInput & { questionId: number }) => postStream('qnas', questionId),
  prepare: (input, tools) => prepareReply('answer', input, { kind: 'qnas', id: input.questionId }, tools),
  command: (input, now, prepared): ReplyCommand => ({
    type: 'AddAnswer',
    questionId: input.questionId,
    ...newReply(input, now, prepared),
  }),
  refused: ({ review }) => review.refused(),
  nextReads: CONVERSATION,
  answer: replyAnswer,
});
