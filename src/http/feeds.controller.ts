import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { summarize } from '../common/summarize';
import { postPlainText } from '../contracts/post-markdown';
import type { Config } from '../config/config';
import { SITE_DESCRIPTION, SITE_NAME } from '../contracts/site';
import { CONFIG } from '../infra/tokens';
import { PostsQueries } from '../projections/posts/posts.queries';
import { Input } from './input';
import { renderRss } from './seo/rss';
import { LIST_PAGES, postPagePath } from './seo/site-pages';
import { renderSitemap, SITEMAP_MAX } from './seo/sitemap';
import { PublicCache } from './visitor-cache';

// The main pages a visitor can reach without logging in.
const STATIC_PAGES = [
  '/',
  '/answers',
  '/articles',
  '/books',
  '/videos',
  '/browse',
  '/experts',
  '/about',
  '/contact',
  '/terms',
  '/resources',
];
const FEED_SIZE = 50;
const FEED_TEXT_MAX = 300;
const CACHE = 'public, max-age=300';
// Crawlers and feed readers add tracking or cache-busting parameters; they change nothing here.
const anyQuery = z.object({}).loose();

/** For search engines and feed readers: the sitemap, the RSS feed of new posts, and robots.txt. */
@ApiExcludeController()
@Controller()
export class FeedsController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly posts: PostsQueries,
  ) {}

  @Get('sitemap.xml')
  @PublicCache()
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', CACHE)
  @Input({ query: anyQuery })
  async sitemap(): Promise<string> {
    const base = this.config.publicUrl;
    // Beyond one file's limit the oldest posts drop out; a sitemap index would list them all.
    const posts = await this.posts.locations(SITEMAP_MAX - STATIC_PAGES.length);
    return renderSitemap([
      ...STATIC_PAGES.map((page) => ({ loc: base + page })),
      ...posts.map((post) => ({ loc: base + postPagePath(post.kind, post.id), lastmod: post.date })),
    ]);
  }

  @Get('rss.xml')
  @PublicCache()
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', CACHE)
  @Input({ query: anyQuery })
  async rss(): Promise<string> {
    const base = this.config.publicUrl;
    // Four times the length read, so that dropping the Markdown and collapsing whitespace still leave enough to
    // tell whether to cut.
    const posts = await this.posts.newest(FEED_SIZE, FEED_TEXT_MAX * 4);
    return renderRss({
      title: SITE_NAME,
      link: `${base}/`,
      self: `${base}/rss.xml`,
      description: SITE_DESCRIPTION,
      items: posts.map((post) => ({
        title: post.title,
        link: base + postPagePath(post.kind, post.id),
        description: summarize(postPlainText(post.text), FEED_TEXT_MAX),
        published: post.date,
        category: LIST_PAGES[post.kind].title,
      })),
    });
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', CACHE)
  @Input({ query: anyQuery })
  robots(): string {
    // Private pages are no one's search result. The API stays open: crawlers that run the client need it.
    return [
      'User-agent: *',
      'Disallow: /account',
      'Disallow: /admin',
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
