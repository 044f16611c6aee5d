import { DomainError } from '../../common/domain-error';
import { BODY_MAX, CATEGORIES_MAX, LINK_MAX, POST_MESSAGES, type PostKind, QUESTION_TITLE_MAX, TAG_MAX, TAGS_MAX, TITLE_MAX } from '../../contracts/content';
import { bookIdFromLink, videoIdFromLink } from '../../contracts/media-links';
import type { Role } from '../../contracts/members';
import type { PostEvent } from '../../events/content/posts.events';
import type { Decider } from '../decider';

export interface PostFields {
  title: string;
  body: string;
  tags: string[];
  categories: number[];
  media?: string | null;
  acknowledged?: boolean;
}

export interface PostAuthor {
  id: number;
  name: string;
  role: Role;
}

export type PostCommand = { type: 'PostContent'; kind: PostKind; id: number; author: PostAuthor; fields: PostFields; now: Date };

export interface PostState {
  exists: boolean;
}

const EVENT_TYPE = { articles: 'ArticlePosted', books: 'BookPosted', videos: 'VideoPosted', qnas: 'QuestionPosted' } as const satisfies Record<
  PostKind,
  PostEvent['type']
>;

const refuse = (message: string): never => {
  throw new DomainError('validation', message);
};

/** Leading "#"s stripped, trimmed, empty ones dropped, the first spelling of a tag kept. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    if (tag.length > TAG_MAX) refuse(POST_MESSAGES.tagTooLong);
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  if (result.length > TAGS_MAX) refuse(POST_MESSAGES.tooManyTags);
  return result;
}

function title(kind: PostKind, raw: string): string {
  const value = raw.trim();
  if (value === '') refuse(POST_MESSAGES.titleRequired);
  if (kind === 'qnas' && value.length > QUESTION_TITLE_MAX) refuse(POST_MESSAGES.questionTitleTooLong);
  if (value.length > TITLE_MAX) refuse(POST_MESSAGES.titleTooLong);
  return value;
}

function media(kind: PostKind, raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value.length > LINK_MAX) refuse(POST_MESSAGES.linkTooLong);
  switch (kind) {
    case 'articles':
      return value === '' ? null : value;
    case 'books':
      return value === '' ? refuse(POST_MESSAGES.bookLinkRequired) : bookIdFromLink(value);
    case 'videos':
      return value === '' ? refuse(POST_MESSAGES.videoLinkRequired) : videoIdFromLink(value);
    case 'qnas':
      return null;
  }
}

function decide(command: PostCommand, state: PostState): PostEvent[] {
  if (state.exists) throw new DomainError('conflict', 'This post already exists.');
  const { kind, fields } = command;
  // The acknowledgements come first: the spec shows their warning before anything else.
  if (kind === 'qnas' && fields.acknowledged !== true) refuse(POST_MESSAGES.adultRequired);
  if (kind === 'videos' && fields.acknowledged !== true) refuse(POST_MESSAGES.rightsRequired);
  const data = {
    id: command.id,
    authorId: command.author.id,
    authorName: command.author.name,
    authorRole: command.author.role,
    title: title(kind, fields.title),
    body: fields.body.length > BODY_MAX ? refuse(POST_MESSAGES.bodyTooLong) : fields.body,
    tags: normaliseTags(fields.tags),
    categories: [...new Set(fields.categories)],
    media: media(kind, fields.media),
    postedAt: command.now.toISOString(),
  };
  if (data.categories.length > CATEGORIES_MAX) refuse(POST_MESSAGES.tooManyCategories);
  return [{ type: EVENT_TYPE[kind], data }];
}

export const postsDecider: Decider<PostCommand, PostState, PostEvent> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide,
};
