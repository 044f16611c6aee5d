import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { bestAnswerCommandHandlers } from './commands/best-answers/best-answers.handlers';
import { conversationCommandHandlers } from './commands/conversations/conversations.handlers';
import { draftCommandHandlers } from './commands/drafts/drafts.handlers';
import { ADMINISTRATOR_DIRECTORY } from './commands/admin-messages/administrator-directory.port';
import { ExpertSlugs } from './commands/experts/expert-slugs';
import { expertCommandHandlers } from './commands/experts/experts.handlers';
import { EXPERT_CONTENT } from './commands/membership/expert-content.port';
import { AUTHORED_CONTENT } from './commands/users/authored-content.port';
import { membershipCommandHandlers } from './commands/membership/membership.handlers';
import { moderationCommandHandlers } from './commands/moderation/moderation.handlers';
import { notificationCommandHandlers } from './commands/notifications/notifications.handlers';
import { adminMessageCommandHandlers } from './commands/admin-messages/admin-messages.handlers';
import { postCommandHandlers } from './commands/posts/posts.handlers';
import { pseudonymCommandHandlers } from './commands/pseudonyms/pseudonyms.handlers';
import { qotdCommandHandlers } from './commands/qotd/qotd.handlers';
import { StreamWriter } from './commands/stream-writer';
import { TOPIC_CATALOG } from './commands/topics/topic-catalog.port';
import { topicSuggestionCommandHandlers } from './commands/topic-suggestions/topic-suggestions.handlers';
import { topicCommandHandlers } from './commands/topics/topics.handlers';
import { UserStreams } from './commands/users/account-services';
import { userCommandHandlers } from './commands/users/users.handlers';
import type { Config } from './config/config';
import { AccountController } from './http/account.controller';
import { AdminDataController } from './http/admin-data.controller';
import { AdminEventsController } from './http/admin-events.controller';
import { AdminMessagesController } from './http/admin-messages.controller';
import { AdminProjectionsController } from './http/admin-projections.controller';
import { AdminPseudonymsController } from './http/admin-pseudonyms.controller';
import { BugReportsController } from './http/bug-reports.controller';
import { ContactController } from './http/contact.controller';
import { AdminDraftsController } from './http/admin-drafts.controller';
import { AdminReportsController } from './http/admin-reports.controller';
import { AdminSummaryController } from './http/admin-summary.controller';
import { AdminUsersController } from './http/admin-users.controller';
import { AuthController } from './http/auth.controller';
import { BestAnswersController } from './http/best-answers.controller';
import { ConversationsController } from './http/conversations.controller';
import { DocsController } from './http/docs.controller';
import { DraftsController } from './http/drafts.controller';
import { ExpertAccountController } from './http/expert-account.controller';
import { ExpertMessagesController } from './http/expert-messages.controller';
import { ExpertSearchController } from './http/expert-search.controller';
import { ExpertsController } from './http/experts.controller';
import { FeedsController } from './http/feeds.controller';
import { ErrorsFilter } from './http/errors.filter';
import { AuthGuard } from './http/guards/auth.guard';
import { NewPasswordFirstGuard } from './http/guards/new-password-first.guard';
import { HealthChecks } from './http/health-checks';
import { HealthController } from './http/health.controller';
import { HealthServer } from './http/health-server';
import { InputValidationGuard } from './http/input';
import { MembershipController } from './http/membership.controller';
import { NotificationSettingsController } from './http/notification-settings.controller';
import { NotificationsController } from './http/notifications.controller';
import { PostsController } from './http/posts.controller';
import { QotdController } from './http/qotd.controller';
import { ReportsController } from './http/reports.controller';
import { RateLimits } from './http/rate-limits';
import { requestLogOptions } from './http/request-log';
import { SavedItemsController } from './http/saved-items.controller';
import { SearchController } from './http/search.controller';
import { SessionStarter } from './http/session-starter';
import { PageRenderer } from './http/seo/page-renderer';
import { SessionController } from './http/session.controller';
import { SiteController } from './http/site.controller';
import { SpaController } from './http/spa.controller';
import { TopicSuggestionsController } from './http/topic-suggestions.controller';
import { TopicsController } from './http/topics.controller';
import { UploadsController } from './http/uploads.controller';
import { CategorySuggestionIdsRepository } from './infra/content/category-suggestion-ids.repository';
import { PostIdsRepository } from './infra/content/post-ids.repository';
import { ReplyIdsRepository } from './infra/content/reply-ids.repository';
import { TopicIdsRepository } from './infra/content/topic-ids.repository';
import { InfraModule } from './infra/infra.module';
import { ALL_MIGRATIONS } from './projections/all-migrations';
import { ProfileImages } from './infra/uploads/profile-images';
import { JobsWorker } from './jobs/jobs.worker';
import { ConversationsQueries } from './projections/conversations/conversations.queries';
import { DraftsQueries } from './projections/drafts/drafts.queries';
import { ExpertMembershipsQueries } from './projections/expert-memberships/expert-memberships.queries';
import { ExpertListingsQueries } from './projections/experts/expert-listings.queries';
import { ExpertSearchQueries } from './projections/experts/expert-search.queries';
import { ExpertsQueries } from './projections/experts/experts.queries';
import { AccountExportQueries } from './projections/account-export/account-export.queries';
import { AuthoredContentQueries } from './projections/history/authored-content.queries';
import { HistoryQueries } from './projections/history/history.queries';
import { ModerationQueries } from './projections/moderation/moderation.queries';
import { NotificationsQueries } from './projections/notifications/notifications.queries';
import { AdminMessagesQueries } from './projections/admin-messages/admin-messages.queries';
import { ReadTablesQueries } from './projections/admin-data/read-tables.queries';
import { AuditQueries } from './projections/audit/audit.queries';
import { PostsQueries } from './projections/posts/posts.queries';
import { QotdQueries } from './projections/qotd/qotd.queries';
import { ProjectionProgress } from './projections/progress';
import { CommandRunner } from './projections/command-runner';
import { ProjectorService } from './projections/projector.service';
import { SavedItemsQueries } from './projections/saved-items/saved-items.queries';
import { SearchQueries } from './projections/search/search.queries';
import { TopicSuggestionsQueries } from './projections/topic-suggestions/topic-suggestions.queries';
import { TopicPagesQueries } from './projections/topics/topic-pages.queries';
import { TopicsQueries } from './projections/topics/topics.queries';
import { AdministratorsQueries } from './projections/users/administrators.queries';
import { UserLookupQueries } from './projections/users/user-lookup.queries';
import { UsersQueries } from './projections/users/users.queries';
import { FirstTopicsSeeder } from './startup/first-topics-seeder';

export const CONTROLLERS = [
  SessionController,
  SiteController,
  AuthController,
  AccountController,
  HealthController,
  DocsController,
  ConversationsController,
  BestAnswersController,
  PostsController,
  QotdController,
  SavedItemsController,
  NotificationsController,
  NotificationSettingsController,
  TopicsController,
  TopicSuggestionsController,
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
  ContactController,
  BugReportsController,
  SearchController,
  DraftsController,
  MembershipController,
  ExpertSearchController,
  ExpertMessagesController,
  ExpertsController,
  ExpertAccountController,
  UploadsController,
  // Before the SPA fallback, which would otherwise answer /sitemap.xml with index.html.
  FeedsController,
  SpaController,
];

@Module({})
export class AppModule {
  /** `logger` is the process's one logger: the HTTP requests are written by it too. */
  static forRoot(config: Config, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.forRoot(config, ALL_MIGRATIONS),
        CqrsModule.forRoot(),
        LoggerModule.forRoot({ pinoHttp: requestLogOptions(logger) }),
      ],
      controllers: CONTROLLERS,
      providers: [
        StreamWriter,
        UserStreams,
        ...userCommandHandlers,
        UsersQueries,
        UserLookupQueries,
        ...conversationCommandHandlers,
        ...bestAnswerCommandHandlers,
        ReplyIdsRepository,
        ConversationsQueries,
        ...postCommandHandlers,
        PostIdsRepository,
        PostsQueries,
        SavedItemsQueries,
        HistoryQueries,
        AccountExportQueries,
        AuthoredContentQueries,
        // Deleting an account with its content finds that content through this port.
        { provide: AUTHORED_CONTENT, useExisting: AuthoredContentQueries },
        ModerationQueries,
        ...moderationCommandHandlers,
        ...pseudonymCommandHandlers,
        AdminMessagesQueries,
        ReadTablesQueries,
        AuditQueries,
        ...adminMessageCommandHandlers,
        PageRenderer,
        ...qotdCommandHandlers,
        QotdQueries,
        ...topicCommandHandlers,
        TopicIdsRepository,
        TopicsQueries,
        TopicPagesQueries,
        ...topicSuggestionCommandHandlers,
        CategorySuggestionIdsRepository,
        TopicSuggestionsQueries,
        SearchQueries,
        // The posting rules read the topics through this port; commands do not import projections.
        { provide: TOPIC_CATALOG, useExisting: TopicsQueries },
        FirstTopicsSeeder,
        ...draftCommandHandlers,
        DraftsQueries,
        ...expertCommandHandlers,
        ExpertSlugs,
        ExpertsQueries,
        ProfileImages,
        SessionStarter,
        ExpertListingsQueries,
        ExpertSearchQueries,
        AdministratorsQueries,
        // The Experts page's messages reach the administrators through this port.
        { provide: ADMINISTRATOR_DIRECTORY, useExisting: AdministratorsQueries },
        ...membershipCommandHandlers,
        ExpertMembershipsQueries,
        // The membership rules count the expert's content through this port.
        { provide: EXPERT_CONTENT, useExisting: ExpertMembershipsQueries },
        ...notificationCommandHandlers,
        NotificationsQueries,
        ProjectionProgress,
        CommandRunner,
        ProjectorService,
        JobsWorker,
        RateLimits,
        HealthChecks,
        HealthServer,
        // In this order: who may call a route is told before what is wrong with the input.
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: NewPasswordFirstGuard },
        { provide: APP_GUARD, useClass: InputValidationGuard },
        { provide: APP_FILTER, useClass: ErrorsFilter },
      ],
    };
  }
}
