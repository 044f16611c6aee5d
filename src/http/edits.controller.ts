import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { editPost, editReply } from '../commands/edits/edits.decider';
import { CONVERSATION_MESSAGES, POST_API_PATHS, POST_KINDS, POST_MESSAGES, type PostKind } from '../contracts/content';
import type { EditSaved, RevisionList } from '../contracts/edits';
import { RevisionsQueries, type RevisedKind } from '../projections/revisions/revisions.queries';
import { CommandRunner } from '../writes/command-runner';
import { found } from './found';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { editSaved, revisionList } from './responses/edits.responses';
import { postBody } from './post-body';
import { Ctx } from './request-context';
import { idParam, replyTextBody } from './schemas';

const idParams = z.object({ id: idParam });
const revisionParams = z.object({ kind: z.string(), id: idParam });
// The posting form's fields; the one-time choices (pseudonym, suggested topic) are not edited.
const postEditBody = postBody.pick({
  title: true,
  body: true,
  tags: true,
  categories: true,
  media: true,
  acknowledged: true,
  identifyingDetailsConfirmed: true,
});

const POST_PATHS = POST_KINDS.map((kind) => `${POST_API_PATHS[kind]}/:id`);
const REPLY_PATHS = { comments: 'comment', answers: 'answer' } as const;
const KIND_BY_PATH = new Map<string, RevisedKind>([
  ...POST_KINDS.map((kind) => [POST_API_PATHS[kind], kind] as const),
  ...Object.entries(REPLY_PATHS),
]);

/** The first segment after /api of the matched route (`/api/questions/:id` → questions). */
const segmentOf = (req: FastifyRequest) => (req.routeOptions.url ?? '').split('/')[2] ?? '';
const POST_KIND_BY_PATH = new Map<string, PostKind>(POST_KINDS.map((kind) => [POST_API_PATHS[kind], kind]));

/**
 * An author edits their own post, comment or answer; anyone reads an item's versions. An edit
 * that changes nothing records nothing (`editedAt` null). Administrators remove content through
 * moderation; nobody edits another person's words.
 */
@ApiTags('edits')
@Controller('api')
export class EditsController {
  constructor(
    private readonly revisions: RevisionsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Put(POST_PATHS)
  @Auth()
  @Output('The author edits their article, book, video or question (with the posting rules)', editSaved)
  @Input({ params: idParams, body: postEditBody })
  async editPost(
    @Param() params: z.infer<typeof idParams>,
    @Body() body: z.infer<typeof postEditBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<EditSaved> {
    const kind = found(POST_KIND_BY_PATH.get(segmentOf(req)), POST_MESSAGES.notFound);
    const id = found(params.id, POST_MESSAGES.notFound);
    const { editedAt } = await this.runner.run(editPost, { kind, id, fields: body }, ctx);
    return { editedAt };
  }

  @Put(Object.keys(REPLY_PATHS).map((path) => `${path}/:id`))
  @Auth()
  @Output('The author edits their comment or answer', editSaved)
  @Input({ params: idParams, body: replyTextBody })
  async editReply(
    @Param() params: z.infer<typeof idParams>,
    @Body() body: z.infer<typeof replyTextBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<EditSaved> {
    const target = REPLY_PATHS[segmentOf(req) as keyof typeof REPLY_PATHS];
    const id = found(params.id, CONVERSATION_MESSAGES.replyNotFound);
    const parent = found(await this.revisions.parentOf(target, id), CONVERSATION_MESSAGES.replyNotFound);
    const parentKind = found(
      POST_KINDS.find((kind) => kind === parent.parentKind),
      CONVERSATION_MESSAGES.replyNotFound,
    );
    const confirmed = body.identifyingDetailsConfirmed === true;
    const { editedAt } = await this.runner.run(
      editReply,
      { target, id, parentKind, parentId: parent.parentId, text: body.text, identifyingDetailsConfirmed: confirmed },
      ctx,
    );
    return { editedAt };
  }

  @Get(':kind/:id/revisions')
  @Output('Every version of a post, comment or answer, newest first, the original last', revisionList)
  @Input({ params: revisionParams })
  async list(@Param() params: z.infer<typeof revisionParams>): Promise<RevisionList> {
    const kind = found(KIND_BY_PATH.get(params.kind), POST_MESSAGES.notFound);
    const id = found(params.id, POST_MESSAGES.notFound);
    return { items: found(await this.revisions.of(kind, id), POST_MESSAGES.notFound) };
  }
}
