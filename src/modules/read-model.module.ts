import { Module } from '@nestjs/common';
import { BLOCK_RECORDS } from '../commands/blocks/block-records.port';
import { TRUST_RECORDS } from '../commands/holds/trust-records.port';
import { BlocksQueries } from '../projections/blocks/blocks.queries';
import { TOPIC_CATALOG } from '../commands/topics/topic-catalog.port';
import { ConversationsQueries } from '../projections/conversations/conversations.queries';
import { DraftsQueries } from '../projections/drafts/drafts.queries';
import { ExpertMembershipsQueries } from '../projections/expert-memberships/expert-memberships.queries';
import { ExpertListingsQueries } from '../projections/experts/expert-listings.queries';
import { ExpertsQueries } from '../projections/experts/experts.queries';
import { NotificationsQueries } from '../projections/notifications/notifications.queries';
import { PostsQueries } from '../projections/posts/posts.queries';
import { SavedItemsQueries } from '../projections/saved-items/saved-items.queries';
import { TopicSuggestionsQueries } from '../projections/topic-suggestions/topic-suggestions.queries';
import { TopicsQueries } from '../projections/topics/topics.queries';
import { TrustQueries } from '../projections/trust/trust.queries';
import { UsersQueries } from '../projections/users/users.queries';

/**
 * The read-model queries more than one area reads (posts are shown by content, moderation, saved
 * items and the site's pages, for instance); a query only one area reads is that area's own.
 */
const providers = [
  UsersQueries,
  PostsQueries,
  ConversationsQueries,
  SavedItemsQueries,
  DraftsQueries,
  TopicsQueries,
  TopicSuggestionsQueries,
  ExpertsQueries,
  ExpertListingsQueries,
  ExpertMembershipsQueries,
  NotificationsQueries,
  TrustQueries,
  BlocksQueries,
  // The posting and profile rules read the topics through this port; commands do not import projections.
  { provide: TOPIC_CATALOG, useExisting: TopicsQueries },
  // The hold rules read standings and the blocklist through this one.
  { provide: TRUST_RECORDS, useExisting: TrustQueries },
  // Blocking, and replying to a post whose author blocked the replier, read the blocks through this one.
  { provide: BLOCK_RECORDS, useExisting: BlocksQueries },
];

@Module({ providers, exports: providers })
export class ReadModelModule {}
