import { Module } from '@nestjs/common';
import { ExpertSlugs } from '../commands/experts/expert-slugs';
import { ExpertAccountController } from '../http/expert-account.controller';
import { ExpertMessagesController } from '../http/expert-messages.controller';
import { ExpertSearchController } from '../http/expert-search.controller';
import { ExpertsController } from '../http/experts.controller';
import { UploadsController } from '../http/uploads.controller';
import { ExpertSearchQueries } from '../projections/experts/expert-search.queries';
import { ReadModelModule } from './read-model.module';
import { WebModule } from './web.module';
import { WriteSideModule } from './write-side.module';

/** Experts: signing up as one, the profile and its image, the public pages, search and following. */
@Module({
  imports: [WriteSideModule, ReadModelModule, WebModule],
  controllers: [
    ExpertSearchController,
    ExpertMessagesController,
    ExpertsController,
    ExpertAccountController,
    UploadsController,
  ],
  providers: [ExpertSlugs, ExpertSearchQueries],
})
export class ExpertsModule {}
