import { DomainError } from '../../common/domain-error';
import { COMMENT_MAX, CONVERSATION_MESSAGES } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import type { HoldReason } from '../../contracts/holds';
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
