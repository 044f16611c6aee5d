import type { GlobalPosition } from '../infra/event-store/event-store.port';
import { checkpointOf } from './checkpoints';
import { inlineProjections } from './inline-projections';
import type { Projection, ProjectionLane } from './projection';
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
import { revisionsProjection } from './revisions/revisions.projection';
import { watchesProjection } from './watches/watches.projection';
import { trustProjection } from './trust/trust.projection';
import { blocksProjection } from './blocks/blocks.projection';

/**
 * The projections, in lanes that the projector runs side by side, each with its own reader and its
 * own transactions. The costly projections that no write's next screen reads (search, the audit
 * trail, others' bells) have lanes of their own, so that a busy index never holds back the pages a
 * member sees next. The pages lane applies each batch in transactions side by side, one per group
 * (a write's wait is the longest of them, not their sum): a projection that reads or writes
 * another's tables (experts copies from users; a reply counts on its post and clears its reports; a stop finds
 * the pseudonymous items of its member; a block finds the member behind an item)
 * is grouped with it, after it.
 */
export const PROJECTION_LANES: readonly ProjectionLane[] = [
  {
    name: 'pages',
    projections: [
      usersProjection,
      // Before posts and replies: stopping a member hides their items under a pseudonym too, found here.
      pseudonymsProjection,
      postsProjection,
      conversationsProjection,
      // After posts, replies and pseudonyms: a block finds the member behind what it was made from there.
      blocksProjection,
      qotdProjection,
      savedItemsProjection,
      moderationProjection,
      topicsProjection,
      draftsProjection,
      topicSuggestionsProjection,
      expertMembershipsProjection,
      // After users: a member who becomes an expert is copied from the users table.
      expertsProjection,
      adminMessagesProjection,
      revisionsProjection,
      watchesProjection,
    ],
    groups: [
      [usersProjection, expertsProjection],
      [pseudonymsProjection, postsProjection, conversationsProjection, moderationProjection, blocksProjection],
    ],
  },
  { name: 'search', projections: [searchProjection] },
  { name: 'audit', projections: [auditProjection] },
  { name: 'notifications', projections: [notificationsProjection] },
  // Standings, held items and the blocklist: no member's next page waits for them.
  { name: 'trust', projections: [trustProjection] },
];

/** Every read model the projector keeps current. */
export const PROJECTIONS: readonly Projection[] = PROJECTION_LANES.flatMap((lane) => lane.projections);

/** Those declared `inline`, which the Postgres event store applies in each append's transaction. */
export const INLINE_PROJECTIONS = inlineProjections(PROJECTIONS);

const LANE_OF = new Map(PROJECTION_LANES.flatMap((lane) => lane.projections.map((p) => [p.name, lane.name])));

/** How far the projection `name` has read, from the rows `readAllCheckpoints` returned. */
export function projectedThrough(checkpoints: ReadonlyMap<string, GlobalPosition>, name: string): GlobalPosition {
  return checkpointOf(checkpoints, name, LANE_OF.get(name) ?? name);
}
