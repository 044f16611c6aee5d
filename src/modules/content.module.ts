import { Module } from '@nestjs/common';
import { HoldCheck } from '../commands/holds/hold-check';
import { AuthorDeletionsController } from '../http/author-deletions.controller';
import { BlocksController } from '../http/blocks.controller';
import { BestAnswersController } from '../http/best-answers.controller';
import { ConversationsController } from '../http/conversations.controller';
import { DraftsController } from '../http/drafts.controller';
import { EditsController } from '../http/edits.controller';
import { PostsController } from '../http/posts.controller';
import { QotdController } from '../http/qotd.controller';
import { SearchController } from '../http/search.controller';
import { PostIdsRepository } from '../infra/content/post-ids.repository';
import { ReplyIdsRepository } from '../infra/content/reply-ids.repository';
import { QotdQueries } from '../projections/qotd/qotd.queries';
import { RevisionsQueries } from '../projections/revisions/revisions.queries';
import type { Config } from '../config/config';
import type { SqlDatabase } from '../infra/sql/database';
import { CONFIG, SQL_DATABASE } from '../infra/tokens';
import type { ReadModel } from '../projections/read-model';
import { openSearchDatabase, SEARCH_DATABASE } from '../projections/search/search-database';
import { SearchQueries } from '../projections/search/search.queries';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/** Posts and drafts, their comments, answers and votes, the best answer, the question of the day, search, blocks. */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [
    ConversationsController,
    BestAnswersController,
    PostsController,
    QotdController,
    SearchController,
    DraftsController,
    AuthorDeletionsController,
    EditsController,
    BlocksController,
  ],
  providers: [
    // The posting and replying writes ask it whether an item waits for review.
    HoldCheck,
    PostIdsRepository,
    ReplyIdsRepository,
    QotdQueries,
    {
      provide: SEARCH_DATABASE,
      inject: [SQL_DATABASE, CONFIG],
      useFactory: (database: SqlDatabase<ReadModel>, config: Config) =>
        openSearchDatabase(database, config.databaseUrl),
    },
    SearchQueries,
    RevisionsQueries,
  ],
})
export class ContentModule {}
