import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { TOPIC_SLUG_PATTERN } from '../commands/topics/topics.decider';
import type { TopicExperts } from '../contracts/expert-search';
import { SORT_MESSAGES } from '../contracts/post-sorts';
import {
  TOPIC_MESSAGES,
  TOPIC_SLUG_MAX,
  TOPIC_TABS,
  type TopicItems,
  type TopicList,
  type TopicOverview,
  type TopicPostTab,
} from '../contracts/topics';
import { TopicPagesQueries } from '../projections/topics/topic-pages.queries';
import { TopicsQueries } from '../projections/topics/topics.queries';
import { found as foundOr404 } from './found';
import { Input } from './input';
import { Output } from './output';
import { postPage } from './responses/content.responses';
import { expertCards } from './responses/experts.responses';
import { topicList, topicOverview } from './responses/topics.responses';
import { pageField, sortField } from './schemas';
import { PublicCache } from './visitor-cache';

// A slug that cannot be one names no topic: 404, like an unknown slug (the web sends it to /404).
const slugParams = z.object({ slug: z.string() });
const topicSlug = z.string().max(TOPIC_SLUG_MAX).regex(TOPIC_SLUG_PATTERN);

const POST_TABS = TOPIC_TABS.filter((tab): tab is TopicPostTab => tab !== 'experts');
const itemsQuery = z
  .strictObject({
    tab: z.enum(POST_TABS, { error: `Please choose one of the tabs: ${POST_TABS.join(', ')}.` }).default('qnas'),
    page: pageField,
    sort: sortField,
  })
  .superRefine((query, ctx) => {
    if (query.sort === 'unanswered' && query.tab !== 'qnas')
      ctx.addIssue({ code: 'custom', path: ['sort'], message: SORT_MESSAGES.unansweredQuestionsOnly });
  });

const expertsQuery = z.strictObject({ page: pageField });

const found = <T>(value: T | null): T => foundOr404(value, TOPIC_MESSAGES.topicNotFound);

@ApiTags('topics')
@Controller('api')
export class TopicsController {
  constructor(
    private readonly topics: TopicsQueries,
    private readonly pages: TopicPagesQueries,
  ) {}

  /** The category chips of the posting forms and the browse grid: every topic, sorted by name. */
  @Get('topics')
  @PublicCache()
  @Output('Every topic, sorted by name', topicList)
  @Input({})
  async list(): Promise<TopicList> {
    return { topics: await this.topics.all() };
  }

  /** A topic page: the topic, the count of every tab, the related topics. */
  @Get('topics/:slug')
  @PublicCache()
  @Output('A topic: the count of each tab and the related topics', topicOverview)
  @Input({ params: slugParams })
  async overview(@Param() params: z.infer<typeof slugParams>): Promise<TopicOverview> {
    const slug = topicSlug.safeParse(params.slug);
    return found(slug.success ? await this.pages.overview(slug.data) : null);
  }

  /** One tab of a topic page, newest first unless sorted otherwise. */
  @Get('topics/:slug/items')
  @PublicCache()
  @Output('One page of a tab of a topic, newest first unless sorted otherwise', postPage)
  @Input({ params: slugParams, query: itemsQuery })
  async items(
    @Param() params: z.infer<typeof slugParams>,
    @Query() query: z.infer<typeof itemsQuery>,
  ): Promise<TopicItems> {
    const slug = topicSlug.safeParse(params.slug);
    return found(slug.success ? await this.pages.items(slug.data, query.tab, query.page, query.sort) : null);
  }

  /** The Experts tab of a topic page: the listed experts with the topic among their categories, newest first. */
  @Get('topics/:slug/experts')
  @Output('One page of the experts of a topic, newest first', expertCards)
  @Input({ params: slugParams, query: expertsQuery })
  async experts(
    @Param() params: z.infer<typeof slugParams>,
    @Query() query: z.infer<typeof expertsQuery>,
  ): Promise<TopicExperts> {
    const slug = topicSlug.safeParse(params.slug);
    return found(slug.success ? await this.pages.experts(slug.data, query.page) : null);
  }
}
