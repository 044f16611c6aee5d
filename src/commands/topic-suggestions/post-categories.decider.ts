import { DomainError } from '../../common/domain-error';
import { POST_MESSAGES, type PostKind } from '../../contracts/content';
import type { PostCategoryEvent } from '../../events/content/post-categories.events';
import { POSTED_TYPES } from '../../events/content/posts.events';
import { isEventOf } from '../../events/registry';
import type { Decider } from '../decider';
import { postStream } from '../../events/streams';
import { defineWrite } from '../define-write';

export type CategorizePostCommand = { type: 'CategorizePost'; kind: PostKind; id: number; topicId: number; now: Date };

export interface PostCategoriesState {
  exists: boolean;
  categories: readonly number[];
}

/** Any event of the post's stream: its posted event, replies, later categories. */
type PostStreamEvent = { type: string; data: unknown };

function evolve(state: PostCategoriesState, event: PostStreamEvent): PostCategoriesState {
  if (isEventOf(event, ...POSTED_TYPES)) return { exists: true, categories: event.data.categories };
  if (isEventOf(event, 'PostCategorized')) return { ...state, categories: [...state.categories, event.data.topicId] };
  return state;
}

function decide(command: CategorizePostCommand, state: PostCategoriesState): PostCategoryEvent[] {
  if (!state.exists) throw new DomainError('not_found', POST_MESSAGES.notFound);
  // Attaching a topic the post carries already is done already.
  if (state.categories.includes(command.topicId)) return [];
  const { kind, id, topicId, now } = command;
  return [{ type: 'PostCategorized', data: { kind, id, topicId, categorizedAt: now.toISOString() } }];
}

/** A post's categories, as far as adding one to them needs. */
export const postCategoriesDecider: Decider<CategorizePostCommand, PostCategoriesState, PostStreamEvent> = {
  initialState: () => ({ exists: false, categories: [] }),
  evolve,
  decide,
};

/**
 * Adds a topic to a post's categories; a topic it carries already changes nothing (null position). Run within an
 * approval (whose next reads the answer waits for); alone, the post's page and the topic's.
 */
export const categorizePost = defineWrite({
  name: 'CategorizePost',
  decider: postCategoriesDecider,
  stream: ({ kind, id }: { kind: PostKind; id: number; topicId: number }) => postStream(kind, id),
  command: ({ kind, id, topicId }, now): CategorizePostCommand => ({ type: 'CategorizePost', kind, id, topicId, now }),
  nextReads: ['posts', 'topics'],
});
