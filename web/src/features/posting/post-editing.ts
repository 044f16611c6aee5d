import { type NewPost, POST_API_PATHS, type PostDetail, type PostKind } from '@contracts/content';
import type { PostEdit } from '@contracts/edits';
import type { PostFormValues } from './post-form-values';

/** A posting form opened on the author's own post, to edit it in place of its page. */
export interface PostEditing {
  post: PostDetail;
  /** Closes the form: after saving, or on Cancel. */
  onDone: () => void;
}

/** The form as the post now stands; the acknowledgements were given when it was posted. */
export const valuesOfPost = (post: PostDetail): PostFormValues => ({
  title: post.title,
  body: post.body,
  tags: post.tags,
  tagText: '',
  categories: post.categories,
  media: post.media ?? '',
  acknowledged: true,
  suggestedTopic: '',
  pseudonymous: post.pseudonymous === true,
});

/** The request body of an edit, from the form's post: the fields a post's author may change. */
export function toPostEdit(kind: PostKind, post: NewPost): PostEdit {
  return {
    title: post.title,
    body: post.body,
    tags: post.tags,
    categories: post.categories,
    ...(post.media !== undefined ? { media: post.media } : {}),
    ...(kind === 'videos' ? { acknowledged: post.acknowledged === true } : {}),
    ...(post.identifyingDetailsConfirmed ? { identifyingDetailsConfirmed: true } : {}),
  };
}

/** What an edit of the post changes on other screens: its page and list, topic pages, search, bookmarks. */
export const editedPostKeys = (kind: PostKind) => [
  `/${POST_API_PATHS[kind]}`,
  '/results',
  '/latest',
  '/topics',
  '/search',
  '/account/saved',
];
