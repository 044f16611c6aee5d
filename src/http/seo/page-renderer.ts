import * as fs from 'node:fs';
import * as path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { summarize } from '../../common/summarize';
import { DomainError } from '../../common/domain-error';
import { removedByItsAuthor } from '../../contracts/author-deletions';
import { POST_API_PATHS } from '../../contracts/content';
import { postPlainText } from '../../contracts/post-markdown';
import { HOME_FIRST_PICTURE, PRELOADED_DATA_ELEMENT_ID, SITE_DESCRIPTION } from '../../contracts/site';
import type { Config } from '../../config/config';
import { CONFIG } from '../../infra/tokens';
import { BlocksQueries } from '../../projections/blocks/blocks.queries';
import { PostsQueries } from '../../projections/posts/posts.queries';
import { WEB_ROOT } from '../web-root';
import { IndexTemplate, type PageMeta, renderPageHead } from './page-meta';
import { renderFirstPaint, renderHomeFirstPaint } from './first-paint';
import { clientScreenAt } from './client-routes';
import { type BuildManifest, type Screen, screenPreloadTags } from './route-chunks';
import { matchPage, type PageMatch, postPagePath } from './site-pages';

const DESCRIPTION_MAX = 160;

/**
 * index.html for a page, with the title, description, canonical address and OpenGraph tags that
 * search engines and link previews read before (or without) running the client. An address that
 * opens no screen of the client, `/404` itself, and a detail page whose item does not exist answer
 * 404 with the not-found title, and the client shows its not-found screen; one whose post its author
 * deleted answers 410, titled as its page says ("This question was removed by its author.").
 * For the pages people land on most (home, lists, posts) it also preloads the screen's chunks, and
 * a post's page carries the post itself, so the first paint waits for no further round trip.
 */
@Injectable()
export class PageRenderer {
  // Read once: the built client changes only with a new deployment, which restarts the server.
  private template: IndexTemplate | null = null;
  private manifest: BuildManifest | null = null;
  private homePictureSrc: string | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly posts: PostsQueries,
    private readonly blocks: BlocksQueries,
  ) {}

  /** `reader`: who is logged in (asked for a post's page only), whose blocks its first paint heeds. */
  async render(
    pathname: string,
    reader: () => Promise<number | null> = async () => null,
  ): Promise<{ status: number; html: string }> {
    const template = this.loadTemplate();
    const match = matchPage(pathname);
    if (match === null) {
      const screen = clientScreenAt(pathname);
      return screen === null || screen === 'notFound' ? this.notFound(template) : { status: 200, html: template.html };
    }
    if (match.kind === 'page') {
      const home = match.meta.path === '/';
      return this.page(
        template,
        match.meta,
        screenOf(match),
        home ? { replies: {}, root: renderHomeFirstPaint(this.homePicture()) } : undefined,
      );
    }
    if (match.kind === 'not-found') return this.notFound(template);
    const post = await this.posts.detail(match.postKind, match.id);
    if (!post) {
      const deleted = await this.posts.deletedByAuthor(match.postKind, match.id);
      return deleted ? this.gone(template, removedByItsAuthor(match.postKind)) : this.notFound(template);
    }
    const meta: PageMeta = {
      title: post.title,
      description: summarize(postPlainText(post.body), DESCRIPTION_MAX) || SITE_DESCRIPTION,
      path: postPagePath(post.kind, post.id),
      type: 'article',
      publishedAt: post.date,
    };
    const replies = { [`/${POST_API_PATHS[post.kind]}/${post.id}`]: post };
    // The article's serif is not preloaded: its first paint is set in a stand-in of the serif's size
    // (web/src/styles/global.css), and on a slow connection the stylesheet and the app's code come first.
    // The words of a member the reader blocked wait for the app, which shows them behind its quiet line.
    const readerId = await reader();
    const blocked = readerId !== null && (await this.blocks.hidesPost(readerId, post));
    return this.page(template, meta, 'content-details', { replies, root: blocked ? '' : renderFirstPaint(post) });
  }

  private page(
    template: IndexTemplate,
    meta: PageMeta,
    screen: Screen,
    content?: { replies: Record<string, unknown>; root: string },
  ) {
    // Under a first paint the screen's styles are not urgent; on a slow connection they would hold up the page's own stylesheet.
    const head = [
      renderPageHead(meta, this.config.publicUrl),
      ...screenPreloadTags(this.loadManifest(), screen, { styles: !content }),
    ];
    if (content && Object.keys(content.replies).length > 0)
      head.push(
        `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">${scriptSafeJson(content.replies)}</script>`,
      );
    return { status: 200, html: template.render(head.join('\n    '), content?.root) };
  }

  private notFound(template: IndexTemplate) {
    return { status: 404, html: template.render(renderPageHead('not-found', this.config.publicUrl)) };
  }

  /** A post its author deleted: the client's page says so, as the title does. */
  private gone(template: IndexTemplate, says: string) {
    return { status: 410, html: template.render(renderPageHead({ gone: says }, this.config.publicUrl)) };
  }

  private loadManifest(): BuildManifest {
    if (this.manifest) return this.manifest;
    try {
      this.manifest = JSON.parse(
        fs.readFileSync(path.join(WEB_ROOT, '.vite', 'manifest.json'), 'utf8'),
      ) as BuildManifest;
    } catch {
      // A build without a manifest still works; its pages just load their chunks one after another.
      this.manifest = {};
    }
    return this.manifest;
  }

  /** The carousel's first picture as a data address (its file's address, should it be missing). */
  private homePicture(): string {
    if (this.homePictureSrc) return this.homePictureSrc;
    try {
      const svg = fs.readFileSync(path.join(WEB_ROOT, HOME_FIRST_PICTURE.src), 'utf8');
      this.homePictureSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    } catch {
      this.homePictureSrc = HOME_FIRST_PICTURE.src;
    }
    return this.homePictureSrc;
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

const screenOf = (match: PageMatch & { kind: 'page' }): Screen => (match.meta.path === '/' ? 'home' : 'content-lists');

/** JSON that cannot end the script element it sits in (nor open a comment in it). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
