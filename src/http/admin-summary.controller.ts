import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminSummary } from '../contracts/admin-summary';
import { AdminMessagesQueries } from '../projections/admin-messages/admin-messages.queries';
import { DraftsQueries } from '../projections/drafts/drafts.queries';
import { ModerationQueries } from '../projections/moderation/moderation.queries';
import { TopicSuggestionsQueries } from '../projections/topic-suggestions/topic-suggestions.queries';
import { TrustQueries } from '../projections/trust/trust.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { adminSummary } from './responses/admin.responses';

/** The counts behind the Admin Area's badges in My Account. */
@ApiTags('admin')
@Controller('api/admin/summary')
export class AdminSummaryController {
  constructor(
    private readonly suggestions: TopicSuggestionsQueries,
    private readonly moderation: ModerationQueries,
    private readonly drafts: DraftsQueries,
    private readonly messages: AdminMessagesQueries,
    private readonly trust: TrustQueries,
  ) {}

  @Get()
  @Auth('Administrator')
  @Output("What waits in each of the administrators' queues", adminSummary)
  @Input({})
  async summary(): Promise<AdminSummary> {
    const [suggestedCategories, violationReports, anonymousContent, unreadMessages, heldItems] = await Promise.all([
      this.suggestions.openCount(),
      this.moderation.openCount(),
      this.drafts.pendingCount(),
      this.messages.unreadCount(),
      this.trust.queueCount(),
    ]);
    return { suggestedCategories, violationReports, anonymousContent, unreadMessages, heldItems };
  }
}
