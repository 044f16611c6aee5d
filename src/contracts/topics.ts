// The topics contract shared by the server and the web client: the category chips of the posting
// forms, the topic pages, and the suggested categories that administrators approve or deny.
import type { Page, PostKind, PostSummary } from './content';

export interface Topic {
  id: number;
  slug: string;
  name: string;
}

/** GET /api/topics: every topic, sorted by name. */
export interface TopicList {
  topics: Topic[];
}

/** The tabs of a topic page, in the order shown. `links` are articles that share a link. */
export const TOPIC_TABS = ['qnas', 'articles', 'videos', 'books', 'links', 'experts'] as const;
export type TopicTab = (typeof TOPIC_TABS)[number];
export type TopicPostTab = Exclude<TopicTab, 'experts'>;

/**
 * GET /api/topics/{slug}: the topic, the count of every tab, and the related topics (those the
 * topic's items also carry, most shared first; every other topic while it has no items). 404 for
 * an unknown slug.
 */
export interface TopicOverview {
  topic: Topic;
  counts: Record<TopicTab, number>;
  related: Topic[];
}

/**
 * GET /api/topics/{slug}/items?tab={TopicPostTab}&page={n}&sort={PostSort}: newest first unless
 * sorted otherwise (Unanswered on the questions tab only), PAGE_SIZE per page.
 */
export type TopicItems = Page<PostSummary>;

/** The longest suggested category name. */
export const SUGGESTED_TOPIC_MAX = 40;
export const TOPIC_SLUG_MAX = 60;

/**
 * A category a member suggested while posting (the `suggestedTopic` field of a new post or draft),
 * filed with the page of the item it was suggested for.
 */
export interface TopicSuggestion {
  id: number;
  topic: string;
  suggestedBy: number;
  suggestedAt: string;
  /** The suggesting item: approving attaches it to the new topic. */
  itemKind: PostKind;
  itemId: number;
  /** The item's page, e.g. /articles/12. */
  path: string;
}

/** GET /api/admin/topic-suggestions (administrators): open suggestions, oldest first. */
export interface TopicSuggestionList {
  suggestions: TopicSuggestion[];
}

/** POST /api/admin/topic-suggestions/{id}/approve: the slug defaults to this on the screen. */
export function defaultTopicSlug(topic: string): string {
  return topic.trim().toLowerCase().replace(/\s+/g, '-');
}

export interface ApproveTopicSuggestion {
  slug: string;
}

/** The reply to an approval: the topic created (the suggesting item now carries it). */
export interface TopicSuggestionApproved {
  topic: Topic;
}

export const TOPIC_MESSAGES = {
  unknownCategory: 'Please choose categories from the list.',
  topicNotFound: 'This topic could not be found.',
  suggestionTooLong: `Please keep the suggested category to ${SUGGESTED_TOPIC_MAX} characters or fewer.`,
  suggestionNotFound: 'This suggestion could not be found. It may have been handled already.',
  slugInvalid: 'Please use only lowercase letters, digits and hyphens in the slug.',
  slugTaken: 'A topic with this slug exists already. Please choose another slug.',
  topicAdded: 'Successfully added Topic.',
  suggestionRemoved: 'Successfully removed Topic suggestion.',
} as const;
