import { DEFAULT_POST_SORT, type PostSort, sortsFor } from '@contracts/post-sorts';
import { TOPIC_TABS, type TopicTab } from '@contracts/topics';
import { Link2, Users, type LucideIcon } from 'lucide-react';
import { paths } from '../../lib/paths';
import { KIND_ICONS, KINDS } from '../content';

interface TopicTabInfo {
  label: string;
  icon: LucideIcon;
  /** The empty tab's one helpful button. */
  emptyAction: { to: string; label: string };
}

/** The topic page's tabs, in the spec's words. External links are articles sharing a link. */
export const TOPIC_TAB_INFO: Record<TopicTab, TopicTabInfo> = {
  qnas: { label: 'Questions and Answers', icon: KIND_ICONS.qnas, emptyAction: KINDS.qnas.emptyAction },
  articles: { label: 'Articles', icon: KIND_ICONS.articles, emptyAction: KINDS.articles.emptyAction },
  videos: { label: 'Videos and Audio', icon: KIND_ICONS.videos, emptyAction: KINDS.videos.emptyAction },
  books: { label: 'Books', icon: KIND_ICONS.books, emptyAction: KINDS.books.emptyAction },
  links: { label: 'External Links', icon: Link2, emptyAction: KINDS.articles.emptyAction },
  experts: { label: 'Experts', icon: Users, emptyAction: { to: paths.expertSignup, label: 'Register as an Expert' } },
};

export const isTopicTab = (value: string | null): value is TopicTab =>
  value !== null && (TOPIC_TABS as readonly string[]).includes(value);

/** The tab a topic opens on when the address names none: the first with something in it. */
export function defaultTopicTab(counts: Record<TopicTab, number>): TopicTab {
  return TOPIC_TABS.find((tab) => counts[tab] > 0) ?? TOPIC_TABS[0];
}

/** The sorts a tab offers: none for the experts; Unanswered on the questions only. */
export const tabSorts = (tab: TopicTab): readonly PostSort[] =>
  tab === 'experts' ? [] : sortsFor(tab === 'qnas' ? 'qnas' : 'articles');

/** The address of one tab and page of a topic, e.g. /topic/children?tab=articles&sort=top&page=2. */
export function topicTabPath(slug: string, tab: TopicTab, page = 1, sort: PostSort = DEFAULT_POST_SORT): string {
  const query = new URLSearchParams({ tab });
  if (sort !== DEFAULT_POST_SORT) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  return `${paths.topic(slug)}?${query.toString()}`;
}
