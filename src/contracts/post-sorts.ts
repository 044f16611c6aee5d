// How lists and topic tabs can be sorted, shared by the API (`?sort=`) and the web client's control.
// Newest is the spec's order and the default: the address leaves it out.
import type { PostKind } from './content';

export const POST_SORTS = ['newest', 'top', 'unanswered'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const DEFAULT_POST_SORT: PostSort = 'newest';

/** The control's words, in the order it shows them. */
export const POST_SORT_LABELS: Record<PostSort, string> = {
  newest: 'Newest',
  top: 'Top',
  unanswered: 'Unanswered',
};

/** The control's name for screen readers and its visible label. */
export const SORT_LABEL = 'Sort by';

/**
 * The sorts a list of `kind` offers: Top is what readers rated in the conversation (the sum of the
 * votes on its answers or comments, then newest); only questions have Unanswered.
 */
export const sortsFor = (kind: PostKind): readonly PostSort[] =>
  kind === 'qnas' ? POST_SORTS : POST_SORTS.filter((sort) => sort !== 'unanswered');

export const SORT_MESSAGES = {
  unknown: `Please choose one of the sorts: ${POST_SORTS.join(', ')}.`,
  unansweredQuestionsOnly: 'Only questions can be sorted by Unanswered.',
} as const;
