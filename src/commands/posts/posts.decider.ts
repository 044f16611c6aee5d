import { DomainError } from '../../common/domain-error';
import type { PostKind } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import type { HoldReason } from '../../contracts/holds';
import type { HoldEvent } from '../../events/content/holds.events';
import type { PostEvent } from '../../events/content/posts.events';
import type { Decider } from '../decider';
import { publishedOrHeld } from '../holds/held-item';
import { checkPost, type PostFields } from './post-rules';

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
