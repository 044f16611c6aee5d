import * as fs from 'node:fs';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { summarize } from '../../common/summarize';
import { DomainError } from '../../common/domain-error';
import { SITE_DESCRIPTION } from '../../contracts/site';
import type { Config } from '../../config/config';
import { CONFIG } from '../../infra/tokens';
import { PostsQueries } from '../../projections/posts/posts.queries';
import { WEB_ROOT } from '../web-root';
import { IndexTemplate, type PageMeta, renderPageHead } from './page-meta';
import { matchPage, postPagePath } from './site-pages';

const DESCRIPTION_MAX = 160;

/**
 * index.html for a page, with the title, description, canonical address and OpenGraph tags that
 * search engines and link previews read before (or without) running the client. A detail page
 * whose item does not exist answers 404 with the not-found title; the client then shows /404.
 */
@Injectable()
export class PageRenderer {
  // Read once: the built client changes only with a new deployment, which restarts the server.
  private template: IndexTemplate | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly posts: PostsQueries,
  ) {}

  async render(pathname: string): Promise<{ status: number; html: string }> {
    const template = this.loadTemplate();
    const match = matchPage(pathname);
    if (match === null) return { status: 200, html: template.html };
    if (match.kind === 'page') return this.page(template, match.meta);
    if (match.kind === 'not-found') return this.notFound(template);
    const post = await this.posts.detail(match.postKind, match.id);
    if (!post) return this.notFound(template);
    return this.page(template, {
      title: post.title,
      description: summarize(post.body, DESCRIPTION_MAX) || SITE_DESCRIPTION,
      path: postPagePath(post.kind, post.id),
      type: 'article',
      publishedAt: post.date,
    });
  }

  private page(template: IndexTemplate, meta: PageMeta) {
    return { status: 200, html: template.render(renderPageHead(meta, this.config.publicUrl)) };
  }

  private notFound(template: IndexTemplate) {
    return { status: 404, html: template.render(renderPageHead('not-found', this.config.publicUrl)) };
  }

  private loadTemplate(): IndexTemplate {
    if (this.template) return this.template;
    let html: string;
    try {
      html = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
    } catch {
      throw new DomainError('unavailable', 'The web client is not built. Run npm run build.');
    }
    this.template = new IndexTemplate(html);
    return this.template;
  }
}
