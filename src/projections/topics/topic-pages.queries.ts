import { Injectable } from '@nestjs/common';
import type { Page, PostSummary } from '../../contracts/content';
import type { TopicExperts } from '../../contracts/expert-search';
import type { PostSort } from '../../contracts/post-sorts';
import type { Topic, TopicOverview, TopicPostTab } from '../../contracts/topics';
import { ExpertListingsQueries } from '../experts/expert-listings.queries';
import { PostsQueries } from '../posts/posts.queries';
import { TopicsQueries } from './topics.queries';

const RELATED_MAX = 12;

/** The topic pages: a topic with the counts of its tabs and its related topics, and each tab's items. */
@Injectable()
export class TopicPagesQueries {
  constructor(
    private readonly topics: TopicsQueries,
    private readonly posts: PostsQueries,
    private readonly listings: ExpertListingsQueries,
  ) {}

  /** Null for a slug that names no topic. */
  async overview(slug: string): Promise<TopicOverview | null> {
    const topic = await this.topics.bySlug(slug);
    if (!topic) return null;
    const [postCounts, experts, shared, all] = await Promise.all([
      this.posts.topicCounts(topic.id),
      this.listings.topicCount(topic.id),
      this.posts.topicsSharedWith(topic.id),
      this.topics.all(),
    ]);
    const hasItems = Object.values(postCounts).some((count) => count > 0);
    return {
      topic,
      counts: { ...postCounts, experts },
      related: hasItems ? mostShared(all, shared) : all.filter((t) => t.id !== topic.id),
    };
  }

  /** Null for a slug that names no topic. */
  async items(slug: string, tab: TopicPostTab, page: number, sort?: PostSort): Promise<Page<PostSummary> | null> {
    const topic = await this.topics.bySlug(slug);
    return topic ? this.posts.topicPage(topic.id, tab, page, sort) : null;
  }

  /** The Experts tab: the listed experts with the topic among their categories, newest first. Null for a slug that names no topic. */
  async experts(slug: string, page: number): Promise<TopicExperts | null> {
    const topic = await this.topics.bySlug(slug);
    return topic ? this.listings.inTopic(topic.id, page) : null;
  }
}

/** The topics the items also carry, most shared first, then by name: `all` is sorted by name and the sort is stable. */
function mostShared(all: Topic[], shared: ReadonlyMap<number, number>): Topic[] {
  return all
    .filter((topic) => shared.has(topic.id))
    .sort((a, b) => shared.get(b.id)! - shared.get(a.id)!)
    .slice(0, RELATED_MAX);
}
