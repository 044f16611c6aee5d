import type { PostKind } from '../../src/contracts/content';
import type { ReportedKind } from '../../src/contracts/moderation';
import type { ConversationEvent } from '../../src/events/content/conversations.events';
import type { PostEvent, PostedData } from '../../src/events/content/posts.events';
import { accountDeletionsStream, postStream } from '../../src/events/streams';
import type { AccountDeletionEvent } from '../../src/events/users/account-deletion.events';
import type { DomainEvent } from '../../src/events/registry';

/** An event and the stream it is appended to: `harness.event(...posted('articles', 3))`. */
export type InStream = readonly [streamId: string, event: DomainEvent];

const POSTED = {
  articles: 'ArticlePosted',
  books: 'BookPosted',
  videos: 'VideoPosted',
  qnas: 'QuestionPosted',
} as const;

/** A post by member 5 ("Writer"), in its own stream. */
export const posted = (kind: PostKind, id: number, fields: Partial<PostedData> = {}): InStream => [
  postStream(kind, id),
  {
    type: POSTED[kind],
    data: {
      id,
      authorId: 5,
      authorName: 'Writer',
      authorRole: 'member',
      title: `Post ${id}`,
      body: 'A long night.',
      tags: [],
      categories: [],
      media: null,
      postedAt: '2026-11-24T08:00:00.000Z',
      ...fields,
    },
  } as PostEvent,
];

type Reply<T extends 'CommentAdded' | 'AnswerAdded'> = Partial<Extract<ConversationEvent, { type: T }>['data']>;

/** A comment by member 6 ("Reader") under article `articleId`, in the article's stream. */
export const commentAdded = (id: number, articleId: number, fields: Reply<'CommentAdded'> = {}): InStream => [
  postStream('articles', articleId),
  {
    type: 'CommentAdded',
    data: {
      id,
      parentKind: 'articles',
      parentId: articleId,
      authorId: 6,
      authorName: 'Reader',
      authorRole: 'member',
      text: `Comment ${id}`,
      addedAt: '2026-11-24T09:00:00.000Z',
      ...fields,
    },
  },
];

/** An answer by member 6 ("Reader") to question `questionId`, in the question's stream. */
export const answerAdded = (id: number, questionId: number, fields: Reply<'AnswerAdded'> = {}): InStream => [
  postStream('qnas', questionId),
  {
    type: 'AnswerAdded',
    data: {
      id,
      questionId,
      authorId: 6,
      authorName: 'Reader',
      authorRole: 'member',
      text: `Answer ${id}`,
      addedAt: '2026-11-24T09:00:00.000Z',
      ...fields,
    },
  },
];

/** The moderators removed the item; the event lands in the stream of the post that holds it. */
export const contentRemoved = (kind: ReportedKind, id: number, inPost: [PostKind, number]): InStream => [
  postStream(...inPost),
  { type: 'ContentRemoved', data: { kind, id, reportId: null, reason: null, removedAt: '2026-11-25T10:00:00.000Z' } },
];

/** The record of account `uid`'s deletion, which nearly every read model meets. */
export const accountDeleted = (
  uid: number,
  choices: Partial<Omit<AccountDeletionEvent['data'], 'uid'>> = {},
): InStream => [
  accountDeletionsStream(),
  {
    type: 'AccountDeleted',
    data: {
      uid,
      removeContent: false,
      contactMessages: [],
      expertMessages: [],
      removedPosts: [],
      deletedAt: '2026-11-25T11:00:00.000Z',
      ...choices,
    },
  },
];

/** Member 5 ("Writer", the author `posted` names) edits their post: the whole new version. */
export const postEdited = (
  kind: PostKind,
  id: number,
  fields: Partial<Omit<Extract<DomainEvent, { type: 'PostEdited' }>['data'], 'kind' | 'id'>> = {},
): InStream => [
  postStream(kind, id),
  {
    type: 'PostEdited',
    data: {
      kind,
      id,
      authorId: 5,
      title: `Post ${id}, edited`,
      body: 'A longer night.',
      tags: [],
      categories: [],
      media: null,
      editedAt: '2026-11-26T08:00:00.000Z',
      ...fields,
    },
  },
];

/** Member 6 ("Reader", the author `commentAdded` and `answerAdded` name) edits their reply. */
export const replyEdited = (
  target: 'comment' | 'answer',
  id: number,
  inPost: [PostKind, number],
  fields: { text?: string; editedAt?: string } = {},
): InStream => [
  postStream(...inPost),
  {
    type: 'ReplyEdited',
    data: {
      target,
      id,
      parentKind: inPost[0],
      parentId: inPost[1],
      authorId: 6,
      text: `${target} ${id}, edited`,
      editedAt: '2026-11-26T09:00:00.000Z',
      ...fields,
    },
  },
];
