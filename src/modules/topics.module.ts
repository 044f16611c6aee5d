import { Module } from '@nestjs/common';
import { TopicSuggestionsController } from '../http/topic-suggestions.controller';
import { TopicsController } from '../http/topics.controller';
import { CategorySuggestionIdsRepository } from '../infra/content/category-suggestion-ids.repository';
import { TopicIdsRepository } from '../infra/content/topic-ids.repository';
import { TopicPagesQueries } from '../projections/topics/topic-pages.queries';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/** The topics, their pages, and the topics members suggest. */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [TopicsController, TopicSuggestionsController],
  providers: [TopicIdsRepository, CategorySuggestionIdsRepository, TopicPagesQueries],
})
export class TopicsModule {}
