import type { Projection } from './projection';
import { conversationsProjection } from './conversations/conversations.projection';
import { draftsProjection } from './drafts/drafts.projection';
import { expertMembershipsProjection } from './expert-memberships/expert-memberships.projection';
import { expertsProjection } from './experts/experts.projection';
import { moderationProjection } from './moderation/moderation.projection';
import { postsProjection } from './posts/posts.projection';
import { pseudonymsProjection } from './pseudonyms/pseudonyms.projection';
import { savedItemsProjection } from './saved-items/saved-items.projection';
import { searchProjection } from './search/search.projection';
import { qotdProjection } from './qotd/qotd.projection';
import { topicSuggestionsProjection } from './topic-suggestions/topic-suggestions.projection';
import { topicsProjection } from './topics/topics.projection';
import { adminMessagesProjection } from './admin-messages/admin-messages.projection';
import { auditProjection } from './audit/audit.projection';
import { usersProjection } from './users/users.projection';
import { notificationsProjection } from './notifications/notifications.projection';

/** Every read model the runner keeps current; read-your-writes waits for all of them. */
export const PROJECTIONS: readonly Projection[] = [
  usersProjection,
  postsProjection,
  conversationsProjection,
  qotdProjection,
  savedItemsProjection,
  moderationProjection,
  topicsProjection,
  draftsProjection,
  searchProjection,
  topicSuggestionsProjection,
  expertMembershipsProjection,
  // After users: a member who becomes an expert is copied from the users table.
  expertsProjection,
  adminMessagesProjection,
  auditProjection,
  notificationsProjection,
  pseudonymsProjection,
];
