import { DomainError } from '../../common/domain-error';
import { CONTENT_PAGES } from '../../common/projection-names';
import type { PostKind } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import type { HoldReason } from '../../contracts/holds';
import { MESSAGES } from '../../contracts/messages';
import { linksShowPlain } from '../../contracts/trust-levels';
import type { HoldEvent } from '../../events/content/holds.events';
import type { PostEvent } from '../../events/content/posts.events';
import { postStream } from '../../events/streams';
import { PostIdsRepository } from '../../infra/content/post-ids.repository';
import type { Decider } from '../decider';
import { defineWrite } from '../define-write';
import { publishedOrHeld } from '../holds/held-item';
import { HoldCheck } from '../holds/hold-check';
import { drawPseudonym } from '../pseudonyms/draw-pseudonym';
import { suggestTopic } from '../topic-suggestions/topic-suggestions.decider';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { UserStreams } from '../users/account-services';
import { checkPost, type PostFields, suggestedTopic } from './post-rules';

export interface PostAuthor {
  id: number;
  name: string;
  role: Role;
}

export type PostCommand = {
  type: 'PostContent';
  kind: PostKind;
  id: number;
  author: PostAuthor;
  fields: PostFields;
  /** Those of the post's categories that are topics. */
  knownCategories: ReadonlySet<number>;
  /** The alias number the post gets if it asks for a pseudonym (drawn by the handler: see drawPseudonym). */
  pseudonym: number;
  now: Date;
  /** Why the post waits for review (see hold-rules); empty or absent: it is published at once. */
  hold?: readonly HoldReason[];
  /** Its links show as plain text (a new member's: linksShowPlain). */
  linksPlain?: boolean;
};

export interface PostState {
  exists: boolean;
}

const EVENT_TYPE = {
  articles: 'ArticlePosted',
  books: 'BookPosted',
  videos: 'VideoPosted',
  qnas: 'QuestionPosted',
} as const satisfies Record<PostKind, PostEvent['type']>;

function decide(command: PostCommand, state: PostState): (PostEvent | HoldEvent)[] {
  if (state.exists) throw new DomainError('conflict', 'This post already exists.');
  const { kind, author } = command;
  // The suggested category is not part of the post: the handler files it as a suggestion.
  const {
    suggestedTopic: _suggested,
    pseudonymous,
    ...checked
  } = checkPost(kind, command.fields, command.knownCategories);
  const data = {
    id: command.id,
    authorId: author.id,
    authorName: author.name,
    authorRole: author.role,
    ...checked,
    postedAt: command.now.toISOString(),
    ...(pseudonymous ? { pseudonym: command.pseudonym } : {}),
    ...(command.linksPlain ? { linksPlain: true as const } : {}),
  };
  const posted: PostEvent = { type: EVENT_TYPE[kind], data };
  return [
    publishedOrHeld(posted, command.hold ?? [], {
      kind,
      id: command.id,
      authorId: author.id,
      authorName: author.name,
      now: command.now,
    }),
  ];
}

export const postsDecider: Decider<PostCommand, PostState, PostEvent | HoldEvent> = {
  initialState: () => ({ exists: false }),
  // A held post exists too: its id is taken.
  evolve: () => ({ exists: true }),
  decide,
};

export interface NewPost {
  kind: PostKind;
  fields: PostFields;
  /** The id a claimed draft reserved for its post; a new one is taken otherwise. */
  id?: number;
  /** How long the text took to write, measured by the client from the first keystroke to submit (hold-rules). */
  writingMs?: number;
}

/**
 * Posts an article, book, video or question as the context's actor. `held` in the answer: the post waits for review
 * (see hold-rules) and shows to its author alone until approved.
 */
export const postContent = defineWrite({
  name: 'PostContent',
  decider: postsDecider,
  stream: ({ kind }: NewPost, { id }: { id: number }) => postStream(kind, id),
  prepare: async ({ kind, fields, id: reservedId, writingMs }, { get }, context) => {
    if (context.actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    // The byline comes from the author's own stream, so it is current even if the session is not.
    const author = await get(UserStreams).state(context.actorId);
    if (!author.exists) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
    const knownCategories = await get<TopicCatalog>(TOPIC_CATALOG).existingIds(fields.categories);
    const id = reservedId ?? (await get(PostIdsRepository).next(kind));
    const texts = [fields.title, fields.body, fields.media, ...fields.tags];
    const review = await get(HoldCheck).reasons(author.uid, {
      item: 'post',
      question: kind === 'qnas',
      texts,
      body: fields.body,
      writingMs: writingMs ?? null,
    });
    return { id, author: { id: author.uid, name: author.username, role: author.role }, knownCategories, review };
  },
  command: ({ kind, fields }, now, { id, author, knownCategories, review }): PostCommand => ({
    type: 'PostContent',
    kind,
    id,
    author,
    fields,
    knownCategories,
    pseudonym: drawPseudonym(),
    now,
    hold: review.reasons,
    linksPlain: linksShowPlain(review.level),
  }),
  fresh: ({ id: reservedId }) => reservedId === undefined,
  refused: ({ review }) => review.refused(),
  // A question's page shows its asker watching it.
  nextReads: [...CONTENT_PAGES, 'drafts', 'watches'],
  answer: (_decision, { kind }, { id, review }) => ({ kind, id, held: review.reasons.length > 0 }),
  then: async ({ input: { kind, fields }, prepared: { id, review }, now }, tools, context) => {
    // A held post has no page yet for a suggestion to link to.
    if (review.reasons.length > 0) return;
    const suggested = suggestedTopic(fields.suggestedTopic);
    // A suggestion names its member to the administrators who review it, beside the item's page:
    // filed for a pseudonymous post, it would unmask the author without any reason recorded.
    if (suggested === null || fields.pseudonymous === true) return;
    // Filed once the post exists, since it links to the post's page; its position is the later
    // one, so read-your-writes covers both. Should the process stop in between, the post stands
    // without the suggestion: a suggestion is a hint to administrators, not part of the post.
    return (await suggestTopic.decide(tools, { topic: suggested, itemKind: kind, itemId: id }, context, now)).position;
  },
});
