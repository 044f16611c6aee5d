import {
  Body,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../common/domain-error';
import {
  type LatestItemsPage,
  type LatestPosts,
  type Page,
  POST_API_PATHS,
  POST_MESSAGES,
  type PostCreated,
  type PostDetail,
  type PostKind,
  type PostSummary,
} from '../contracts/content';
import { removedByItsAuthor } from '../contracts/author-deletions';
import { SORT_MESSAGES, sortsFor } from '../contracts/post-sorts';
import type { CommandContext } from '../commands/command-context';
import { postContent } from '../commands/posts/posts.decider';
import { HELD } from './responses/held';
import { CommandRunner } from '../writes/command-runner';
import { PostsQueries } from '../projections/posts/posts.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { latestPosts, postCreated, postDetail, postPage } from './responses/content.responses';
import { pageField, sortField } from './schemas';
import { newPostBody } from './post-body';
import { RateLimits } from './rate-limits';
import { Ctx } from './request-context';
import { PublicCache } from './visitor-cache';

const pageQuery = z.strictObject({ page: pageField });
const listQuery = z.strictObject({ page: pageField, sort: sortField });
const idParams = z.object({ id: z.string() });
// A bad id is a missing page (the web sends it to /404), not a bad request.
const postId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

const KIND_BY_PATH = new Map<string, PostKind>(
  Object.entries(POST_API_PATHS).map(([kind, path]) => [path, kind as PostKind]),
);
const PATHS = Object.values(POST_API_PATHS);

/** The kind named by the matched route's first segment after /api (`/api/questions/:id` → qnas). */
const RouteKind = createParamDecorator((_: unknown, ctx: ExecutionContext): PostKind => {
  const url = ctx.switchToHttp().getRequest<FastifyRequest>().routeOptions.url ?? '';
  const kind = KIND_BY_PATH.get(url.split('/')[2] ?? '');
  if (!kind) throw new Error(`No post kind in route ${url}`);
  return kind;
});

@ApiTags('posts')
@Controller('api')
export class PostsController {
  constructor(
    private readonly posts: PostsQueries,
    private readonly runner: CommandRunner,
    private readonly limits: RateLimits,
  ) {}

  @Post(PATHS)
  @HttpCode(201)
  @Auth()
  @Output('Post an article, book, video or question', postCreated)
  @Input({ body: newPostBody })
  async create(
    @RouteKind() kind: PostKind,
    @Body() body: z.infer<typeof newPostBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<PostCreated> {
    await this.limits.check('post', req.ip, String(ctx.actorId));
    // Read-your-writes: the redirect to the new item's page finds it.
    const { writingMs, ...fields } = body;
    const { id, held } = await this.runner.run(postContent, { kind, fields, writingMs }, ctx);
    return held ? { kind, id, ...HELD } : { kind, id };
  }

  @Get(PATHS)
  @PublicCache()
  @Output('One page of the items of this kind, newest first unless sorted otherwise', postPage)
  @Input({ query: listQuery })
  list(@RouteKind() kind: PostKind, @Query() query: z.infer<typeof listQuery>): Promise<Page<PostSummary>> {
    if (!sortsFor(kind).includes(query.sort))
      throw new DomainError('validation', SORT_MESSAGES.unansweredQuestionsOnly);
    return this.posts.page(kind, query.page, query.sort);
  }

  @Get(PATHS.map((path) => `${path}/:id`))
  @PublicCache()
  @Output('One item, with its text, tags and topics', postDetail, { goneWhenDeleted: true })
  @Input({ params: idParams })
  async detail(
    @RouteKind() kind: PostKind,
    @Param() params: z.infer<typeof idParams>,
    @Req() req: FastifyRequest,
  ): Promise<PostDetail> {
    const id = postId.safeParse(params.id);
    const post = id.success ? await this.posts.detail(kind, id.data, req.session?.user.uid ?? null) : null;
    if (post) return post;
    // Its author deleted it (without replies): its page says so, to a reader who had it open as to one coming back.
    if (id.success && (await this.posts.deletedByAuthor(kind, id.data)))
      throw new DomainError('gone', removedByItsAuthor(kind));
    throw new DomainError('not_found', POST_MESSAGES.notFound);
  }

  @Get('latest')
  @PublicCache()
  @Output("The latest question, video and article (Home's Latest Posts)", latestPosts)
  @Input({})
  async latest(): Promise<LatestPosts> {
    return { items: await this.posts.latest() };
  }

  /** The combined listing: the latest items of every kind together. */
  @Get('results')
  @PublicCache()
  @Output('One page of the newest items of every kind together', postPage)
  @Input({ query: pageQuery })
  results(@Query() query: z.infer<typeof pageQuery>): Promise<LatestItemsPage> {
    return this.posts.newestPage(query.page);
  }
}
