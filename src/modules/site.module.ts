import { Module } from '@nestjs/common';
import { DocsController } from '../http/docs.controller';
import { FeedsController } from '../http/feeds.controller';
import { PageRenderer } from '../http/seo/page-renderer';
import { SiteController } from '../http/site.controller';
import { SpaController } from '../http/spa.controller';
import { ReadModelModule } from './read-model.module';

/** The site itself: its settings, the API reference, the feeds and sitemap, and the web client's pages. */
@Module({
  imports: [ReadModelModule],
  // The SPA fallback last, which would otherwise answer /sitemap.xml with index.html.
  controllers: [SiteController, DocsController, FeedsController, SpaController],
  providers: [PageRenderer],
})
export class SiteModule {}
