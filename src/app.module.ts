import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { conversationCommandHandlers } from './commands/conversations/conversations.handlers';
import { postCommandHandlers } from './commands/posts/posts.handlers';
import { StreamWriter } from './commands/stream-writer';
import { UserStreams } from './commands/users/account-services';
import { userCommandHandlers } from './commands/users/users.handlers';
import type { Config } from './config/config';
import { AccountController } from './http/account.controller';
import { AuthController } from './http/auth.controller';
import { ConversationsController } from './http/conversations.controller';
import { DocsController } from './http/docs.controller';
import { ErrorsFilter } from './http/errors.filter';
import { AuthGuard } from './http/guards/auth.guard';
import { HealthController } from './http/health.controller';
import { InputValidationInterceptor } from './http/input';
import { PostsController } from './http/posts.controller';
import { RateLimits } from './http/rate-limits';
import { SessionController } from './http/session.controller';
import { SpaController } from './http/spa.controller';
import { PostIdsRepository } from './infra/content/post-ids.repository';
import { ReplyIdsRepository } from './infra/content/reply-ids.repository';
import { InfraModule } from './infra/infra.module';
import { JobsWorker } from './jobs/jobs.worker';
import { ConversationsQueries } from './projections/conversations/conversations.queries';
import { PostsQueries } from './projections/posts/posts.queries';
import { ProjectionProgress } from './projections/progress';
import { ProjectorService } from './projections/projector.service';
import { UsersQueries } from './projections/users/users.queries';

export const CONTROLLERS = [
  SessionController,
  AuthController,
  AccountController,
  HealthController,
  DocsController,
  ConversationsController,
  PostsController,
  SpaController,
];

@Module({})
export class AppModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: AppModule,
      imports: [InfraModule.forRoot(config), CqrsModule.forRoot()],
      controllers: CONTROLLERS,
      providers: [
        StreamWriter,
        UserStreams,
        ...userCommandHandlers,
        UsersQueries,
        ...conversationCommandHandlers,
        ReplyIdsRepository,
        ConversationsQueries,
        ...postCommandHandlers,
        PostIdsRepository,
        PostsQueries,
        ProjectionProgress,
        ProjectorService,
        JobsWorker,
        RateLimits,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: InputValidationInterceptor },
        { provide: APP_FILTER, useClass: ErrorsFilter },
      ],
    };
  }
}
