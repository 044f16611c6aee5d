import type { CoreTables } from '../infra/sql/core-tables';
import type { RunnerTables } from './runner-tables';
import type { AdminMessagesTables } from './admin-messages/admin-messages.tables';
import type { AuditTables } from './audit/audit.tables';
import type { ConversationsTables } from './conversations/conversations.tables';
import type { DraftsTables } from './drafts/drafts.tables';
import type { ExpertMembershipsTables } from './expert-memberships/expert-memberships.tables';
import type { ExpertsTables } from './experts/experts.tables';
import type { ModerationTables } from './moderation/moderation.tables';
import type { NotificationsTables } from './notifications/notifications.tables';
import type { PostsTables } from './posts/posts.tables';
import type { PseudonymsTables } from './pseudonyms/pseudonyms.tables';
import type { QotdTables } from './qotd/qotd.tables';
import type { RevisionsTables } from './revisions/revisions.tables';
import type { SavedItemsTables } from './saved-items/saved-items.tables';
import type { SearchTables } from './search/search.tables';
import type { TopicSuggestionsTables } from './topic-suggestions/topic-suggestions.tables';
import type { TopicsTables } from './topics/topics.tables';
import type { UsersTables } from './users/users.tables';
import type { WatchesTables } from './watches/watches.tables';
import type { TrustTables } from './trust/trust.tables';
import type { BlocksTables } from './blocks/blocks.tables';

/**
 * Every table of the SQL database, column by column, as the migrations leave it: the type of
 * `Kysely<ReadModel>`. Each projection declares its own tables beside it; a renamed column fails
 * to compile where it is read or written.
 */
export interface ReadModel
  extends
    CoreTables,
    RunnerTables,
    AdminMessagesTables,
    AuditTables,
    ConversationsTables,
    DraftsTables,
    ExpertMembershipsTables,
    ExpertsTables,
    ModerationTables,
    NotificationsTables,
    PostsTables,
    PseudonymsTables,
    QotdTables,
    SavedItemsTables,
    SearchTables,
    TopicSuggestionsTables,
    TopicsTables,
    UsersTables,
    RevisionsTables,
    WatchesTables,
    TrustTables,
    BlocksTables {}
