import { DomainError } from '../../common/domain-error';
import { AUTHOR_DELETION_MESSAGES } from '../../contracts/author-deletions';
import type { PostKind } from '../../contracts/content';
import type { AuthorDeletionEvent } from '../../events/content/author-deletions.events';
import { POSTED_KIND, POSTED_TYPES } from '../../events/content/posts.events';
import { isEventOf } from '../../events/registry';
import { type ContentState, contentPresence, presenceOf } from '../content-presence';
import type { Decider } from '../decider';
import { CONTENT_PAGES, CONVERSATION } from '../../common/projection-names';
import { postStream } from '../../events/streams';
import { defineWrite } from '../define-write';
import { withdrawQuestion } from '../qotd/qotd.decider';

// An author deletes their own post, comment or answer in the post's stream: it holds the post and
// every reply, with their authors (the real ones, also under a pseudonym) and whether each is still
// there, so the stream's revision guards the decision against a reply or removal at the same moment.

export type ReplyTarget = 'comment' | 'answer';

export interface PostStreamState {
  content: ContentState;
  post: { kind: PostKind; id: number; authorId: number } | null;
  /** Each reply's author by id (the post holds one kind of them: answers for a question, else comments). */
  replyAuthors: ReadonlyMap<number, number>;
}

export type AuthorDeletionCommand =
  | { type: 'DeletePost'; kind: PostKind; id: number; actorId: number; now: Date }
  | { type: 'DeleteReply'; target: ReplyTarget; id: number; actorId: number; now: Date };

type StreamEvent = { type: string; data: unknown };

function evolve(state: PostStreamState, event: StreamEvent): PostStreamState {
  const content = contentPresence.evolve(state.content, event);
  if (isEventOf(event, ...POSTED_TYPES)) {
    const { id, authorId } = event.data;
    return { ...state, content, post: { kind: POSTED_KIND[event.type], id, authorId } };
  }
  if (isEventOf(event, 'CommentAdded', 'AnswerAdded'))
    return { ...state, content, replyAuthors: new Map(state.replyAuthors).set(event.data.id, event.data.authorId) };
  return { ...state, content };
}

const notFound = () => new DomainError('not_found', AUTHOR_DELETION_MESSAGES.notFound);
const authorOnly = () => new DomainError('forbidden', AUTHOR_DELETION_MESSAGES.authorOnly);

/** What is already removed or deleted is not found; what is there is deleted by its author alone. */
function decide(command: AuthorDeletionCommand, state: PostStreamState): AuthorDeletionEvent[] {
  const { post, content } = state;
  if (post === null) throw notFound();
  const deletedAt = command.now.toISOString();
  switch (command.type) {
    case 'DeletePost': {
      if (post.kind !== command.kind || post.id !== command.id || content.post !== 'present') throw notFound();
      if (post.authorId !== command.actorId) throw authorOnly();
      const keepsPlaceholder = [...content.replies.values()].some((presence) => presence === 'present');
      return [{ type: 'PostDeletedByAuthor', data: { kind: post.kind, id: post.id, keepsPlaceholder, deletedAt } }];
    }
    case 'DeleteReply': {
      const heldHere = (command.target === 'answer') === (post.kind === 'qnas');
      const kind = command.target === 'answer' ? 'answers' : 'comments';
      if (!heldHere || presenceOf(content, kind, command.id) !== 'present') throw notFound();
      if (state.replyAuthors.get(command.id) !== command.actorId) throw authorOnly();
      return [
        {
          type: 'ReplyDeletedByAuthor',
          data: { target: command.target, id: command.id, parentKind: post.kind, parentId: post.id, deletedAt },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const authorDeletionDecider: Decider<AuthorDeletionCommand, PostStreamState, StreamEvent> = {
  initialState: () => ({ content: contentPresence.initialState(), post: null, replyAuthors: new Map() }),
  evolve,
  decide,
};

/** The author deletes their comment or answer (in its post's stream). */
export const deleteReply = defineWrite({
  name: 'DeleteReply',
  decider: authorDeletionDecider,
  stream: ({ parent }: { target: ReplyTarget; id: number; parent: { kind: PostKind; id: number } }) =>
    postStream(parent.kind, parent.id),
  command: ({ target, id }, now, _prepared, { actorId }): AuthorDeletionCommand => ({
    type: 'DeleteReply',
    target,
    id,
    actorId: actorId ?? 0,
    now,
  }),
  nextReads: CONVERSATION,
});

/** An author's "Delete" on their own article, book, video or question. */
export const deletePost = defineWrite({
  name: 'DeletePost',
  decider: authorDeletionDecider,
  stream: ({ kind, id }: { kind: PostKind; id: number }) => postStream(kind, id),
  command: ({ kind, id }, now, _prepared, { actorId }): AuthorDeletionCommand => ({
    type: 'DeletePost',
    kind,
    id,
    actorId: actorId ?? 0,
    now,
  }),
  // The item leaves its lists, topic pages, bookmarks and watch lists (or its page shows the placeholder) at once.
  nextReads: [...CONTENT_PAGES, 'conversations', 'saved-items', 'watches'],
  answer: ({ state }) => ({ keepsPlaceholder: state.content.placeholder === true }),
  // A deleted question also leaves the question-of-the-day cycle, as a removed one does (see removeContent).
  then: async ({ input: { kind, id }, now }, tools, context) =>
    kind === 'qnas' ? withdrawQuestion(tools, id, now, context) : null,
});
