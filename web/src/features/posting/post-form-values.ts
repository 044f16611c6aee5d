import { type NewPost, POST_MESSAGES, type PostKind, TAG_MAX, TAGS_MAX } from '@contracts/content';
import { addTypedTags } from '@contracts/tags';
import { TOPIC_MESSAGES } from '@contracts/topics';

/** What the person has typed and chosen on a posting form. */
export interface PostFormValues {
  title: string;
  body: string;
  tags: string[];
  /** Typed in the tags field and not yet turned into tags: posted with them, under the same rules. */
  tagText: string;
  categories: number[];
  /** The shared link (articles), bookstore link (books) or video link (videos), as pasted. */
  media: string;
  /** The 18+ box (questions) or the usage-rights box (videos). */
  acknowledged: boolean;
  /** A category the poster suggests when none fits; optional. */
  suggestedTopic: string;
  /** "Post under a pseudonym": shown as "Member 4821" instead of the username. */
  pseudonymous: boolean;
}

export type PostField = keyof PostFormValues;
export type PostFormErrors = Partial<Record<PostField, string>>;

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  body: '',
  tags: [],
  tagText: '',
  categories: [],
  media: '',
  acknowledged: false,
  suggestedTopic: '',
  pseudonymous: false,
};

/** The chosen tags and those still being typed. */
const tagsOf = (values: PostFormValues): string[] => addTypedTags(values.tags, values.tagText);

/** The checks worth making before a round trip; the server applies every rule again. */
export function validatePost(kind: PostKind, values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  // The tag rules of the server (src/contracts), told before sending rather than a tag left behind.
  const tags = tagsOf(values);
  if (tags.some((tag) => tag.length > TAG_MAX)) errors.tags = POST_MESSAGES.tagTooLong;
  else if (tags.length > TAGS_MAX) errors.tags = POST_MESSAGES.tooManyTags;
  if (kind === 'qnas' && !values.acknowledged) errors.acknowledged = POST_MESSAGES.adultRequired;
  if (kind === 'videos' && !values.acknowledged) errors.acknowledged = POST_MESSAGES.rightsRequired;
  if (values.title.trim() === '') errors.title = POST_MESSAGES.titleRequired;
  if (kind === 'videos' && values.media.trim() === '') errors.media = POST_MESSAGES.videoLinkRequired;
  return errors;
}

/** The message the toast shows: the acknowledgement comes first, as the spec shows it. */
export function firstError(errors: PostFormErrors): string | undefined {
  return (
    errors.acknowledged ??
    errors.title ??
    errors.body ??
    errors.media ??
    errors.tags ??
    errors.categories ??
    errors.suggestedTopic
  );
}

const FIELD_BY_MESSAGE = new Map<string, PostField>([
  [POST_MESSAGES.adultRequired, 'acknowledged'],
  [POST_MESSAGES.rightsRequired, 'acknowledged'],
  [POST_MESSAGES.titleRequired, 'title'],
  [POST_MESSAGES.questionTitleTooLong, 'title'],
  [POST_MESSAGES.titleTooLong, 'title'],
  [POST_MESSAGES.bodyTooLong, 'body'],
  [POST_MESSAGES.tagTooLong, 'tags'],
  [POST_MESSAGES.tooManyTags, 'tags'],
  [POST_MESSAGES.tooManyCategories, 'categories'],
  [TOPIC_MESSAGES.unknownCategory, 'categories'],
  [TOPIC_MESSAGES.suggestionTooLong, 'suggestedTopic'],
  [POST_MESSAGES.linkTooLong, 'media'],
  [POST_MESSAGES.videoLinkRequired, 'media'],
]);

/** The field a server refusal is about, so its message can sit beside that field. */
export const fieldForMessage = (message: string): PostField | undefined => FIELD_BY_MESSAGE.get(message);

/**
 * The request body: the link only for kinds that have one, the acknowledgement only where it is
 * asked, the suggested category only when one was typed (and not under a pseudonym), the pseudonym
 * only when ticked.
 */
export function toNewPost(kind: PostKind, values: PostFormValues): NewPost {
  const media = values.media.trim();
  // A pseudonymous post makes no suggestion: it would name its member to the administrators.
  const suggestedTopic = values.pseudonymous ? '' : values.suggestedTopic.trim();
  return {
    title: values.title.trim(),
    body: values.body,
    tags: tagsOf(values),
    categories: values.categories,
    ...(kind !== 'qnas' && media !== '' ? { media } : {}),
    ...(kind === 'qnas' || kind === 'videos' ? { acknowledged: values.acknowledged } : {}),
    ...(suggestedTopic !== '' ? { suggestedTopic } : {}),
    ...(values.pseudonymous ? { pseudonymous: true } : {}),
  };
}
