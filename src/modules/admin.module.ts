import { Module } from '@nestjs/common';
import { ADMINISTRATOR_DIRECTORY } from '../commands/admin-messages/administrator-directory.port';
import { REPORT_RECORDS } from '../commands/moderation/report-records.port';
import { AdminDataController } from '../http/admin-data.controller';
import { AdminDraftsController } from '../http/admin-drafts.controller';
import { AdminEventsController } from '../http/admin-events.controller';
import { AdminMessagesController } from '../http/admin-messages.controller';
import { AdminProjectionsController } from '../http/admin-projections.controller';
import { AdminPseudonymsController } from '../http/admin-pseudonyms.controller';
import { AdminReportsController } from '../http/admin-reports.controller';
import { AdminSummaryController } from '../http/admin-summary.controller';
import { AdminUsersController } from '../http/admin-users.controller';
import { AdminHoldsController } from '../http/admin-holds.controller';
import { BugReportsController } from '../http/bug-reports.controller';
import { ContactController } from '../http/contact.controller';
import { ReportsController } from '../http/reports.controller';
import { ReadTablesQueries } from '../projections/admin-data/read-tables.queries';
import { AdminMessagesQueries } from '../projections/admin-messages/admin-messages.queries';
import { AuditQueries } from '../projections/audit/audit.queries';
import { ModerationQueries } from '../projections/moderation/moderation.queries';
import { AdministratorsQueries } from '../projections/users/administrators.queries';
import { UserLookupQueries } from '../projections/users/user-lookup.queries';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/**
 * The Admin Area (users, drafts, reports, pseudonyms, messages, the data and event views, projection
 * rebuilds) and what feeds it from the site: violation reports, contact messages and bug reports.
 */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [
    AdminUsersController,
    AdminDraftsController,
    AdminSummaryController,
    ReportsController,
    AdminReportsController,
    AdminPseudonymsController,
    AdminMessagesController,
    AdminDataController,
    AdminEventsController,
    AdminProjectionsController,
    AdminHoldsController,
    ContactController,
    BugReportsController,
  ],
  providers: [
    UserLookupQueries,
    ModerationQueries,
    AdminMessagesQueries,
    ReadTablesQueries,
    AuditQueries,
    AdministratorsQueries,
    // The site's messages (contact, bug reports, the Experts page) reach the administrators through this port.
    { provide: ADMINISTRATOR_DIRECTORY, useExisting: AdministratorsQueries },
    // Hiding by reports counts the open reports through this one.
    { provide: REPORT_RECORDS, useExisting: ModerationQueries },
  ],
})
export class AdminModule {}
