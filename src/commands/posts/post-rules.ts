import { DomainError } from '../../common/domain-error';
import {
  BODY_MAX,
  CATEGORIES_MAX,
  LINK_MAX,
  POST_MESSAGES,
  type PostKind,
  QUESTION_TITLE_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from '../../contracts/content';
import { bookIdFromLink, videoIdFromLink } from '../../contracts/media-links';
import { SUGGESTED_TOPIC_MAX, TOPIC_MESSAGES } from '../../contracts/topics';
import { cleanTag } from '../../contracts/tags';
import { refuseUnconfirmedIdentifyingDetails } from '../identifying-details.rule';

// The rules every post obeys, shared by posting and by saving an anonymous draft, so that a draft
// that was accepted can always be posted later. Applying them twice changes nothing.

export interface PostFields {
  title: string;
  body: string;
  tags: string[];
  categories: number[];
  media?: string | null;
  acknowledged?: boolean;
  /** A category the poster suggests for administrators to approve. */
  suggestedTopic?: string | null;
  /** "Post anyway": the poster saw the warning about identifying details in the title, text or tags. */
  identifyingDetailsConfirmed?: boolean;
  /** Show the post under an alias ("Member 4821") instead of the author's name. */
  pseudonymous?: boolean;
}

/** The fields as they are stored: trimmed, normalised, media derived from the pasted link. */
export interface CheckedPost {
  title: string;
  body: string;
  tags: string[];
  categories: number[];
  media: string | null;
  /** Present only when one was suggested: it is filed beside the post, not stored in it. */
  suggestedTopic?: string;
  /** Present only when asked for, so that posts under the author's name are recorded as before. */
  pseudonymous?: true;
}

const refuse = (message: string): never => {
  throw new DomainError('validation', message);
};

/** Leading "#"s stripped, trimmed, empty ones dropped, the first spelling of a tag kept. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = cleanTag(raw);
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
    // The spec asks nothing more of a book than its title: its link may be left out.
    case 'books':
      return value === '' ? null : bookIdFromLink(value);
    case 'videos':
      return value === '' ? refuse(POST_MESSAGES.videoLinkRequired) : videoIdFromLink(value);
    case 'qnas':
      return null;
  }
}

function categories(raw: readonly number[], knownCategories: ReadonlySet<number>): number[] {
  const unique = [...new Set(raw)];
  if (unique.length > CATEGORIES_MAX) refuse(POST_MESSAGES.tooManyCategories);
  if (unique.some((id) => !knownCategories.has(id))) refuse(TOPIC_MESSAGES.unknownCategory);
  return unique;
}

/** The suggested category trimmed, or null when there is none; refused when too long. */
export function suggestedTopic(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value.length > SUGGESTED_TOPIC_MAX) refuse(TOPIC_MESSAGES.suggestionTooLong);
  return value === '' ? null : value;
}

/**
 * Checks a post's fields and returns them as stored, or refuses with the first broken rule's
 * message. `knownCategories` holds those of the post's categories that are topics (looked up by
 * the handler, so that this stays pure).
 */
export function checkPost(kind: PostKind, fields: PostFields, knownCategories: ReadonlySet<number>): CheckedPost {
  // The acknowledgements come first: the spec shows their warning before anything else.
  if (kind === 'qnas' && fields.acknowledged !== true) refuse(POST_MESSAGES.adultRequired);
  if (kind === 'videos' && fields.acknowledged !== true) refuse(POST_MESSAGES.rightsRequired);
  const checked = {
    title: title(kind, fields.title),
    body: fields.body.length > BODY_MAX ? refuse(POST_MESSAGES.bodyTooLong) : fields.body,
    tags: normaliseTags(fields.tags),
    media: media(kind, fields.media),
  };
  const suggested = suggestedTopic(fields.suggestedTopic);
  const known = categories(fields.categories, knownCategories);
  // Last: the poster is asked to confirm only a post that could otherwise be published.
  refuseUnconfirmedIdentifyingDetails(fields.identifyingDetailsConfirmed, fields.title, fields.body, ...fields.tags);
  return {
    ...checked,
    categories: known,
    ...(suggested === null ? {} : { suggestedTopic: suggested }),
    ...(fields.pseudonymous === true ? { pseudonymous: true as const } : {}),
  };
}
