import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { deletePost, deleteReply } from '../commands/author-deletions/author-deletion.decider';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { AUTHOR_DELETION_MESSAGES, type PostDeleted } from '../contracts/author-deletions';
import { POST_API_PATHS, POST_KINDS, type PostKind } from '../contracts/content';
import { ConversationsQueries, type ReplyKind } from '../projections/conversations/conversations.queries';
import { CommandRunner } from '../writes/command-runner';
import { found as foundOr404 } from './found';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { Ctx } from './request-context';
import { idParam } from './schemas';

const postParams = z.object({ kind: z.string(), id: idParam });
const replyParams = z.object({ id: idParam });
const postDeleted = z.object({
  kind: z.enum(POST_KINDS),
  id: z.number().int(),
  keepsPlaceholder: z
    .boolean()
    .describe('It had replies: they stay on its page, which shows "Deleted by its author" in its place.'),
});

const KIND_BY_PATH = new Map<string, PostKind>(
  Object.entries(POST_API_PATHS).map(([kind, path]) => [path, kind as PostKind]),
);

const found = <T>(value: T | null | undefined): T => foundOr404(value, AUTHOR_DELETION_MESSAGES.notFound);

/**
 * An author deletes their own post, comment or answer (anyone else is refused, administrators too:
 * they remove content through the reports). What was removed or deleted already is not found.
 */
@ApiTags('conversations')
@Controller('api')
export class AuthorDeletionsController {
  constructor(
    private readonly conversations: ConversationsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Delete(':kind/:id')
  @Auth()
  @Output('The author deletes their own article, book, video or question', postDeleted)
  @Input({ params: postParams })
  async deletePost(@Param() params: z.infer<typeof postParams>, @Ctx() ctx: CommandContext): Promise<PostDeleted> {
    const kind = found(KIND_BY_PATH.get(params.kind));
    const id = found(params.id);
    const { keepsPlaceholder } = await this.runner.run(deletePost, { kind, id }, ctx);
    return { kind, id, keepsPlaceholder };
  }

  @Delete('comments/:id')
  @HttpCode(204)
  @Auth()
  @Output('The author deletes their own comment')
  @Input({ params: replyParams })
  deleteComment(@Param() params: z.infer<typeof replyParams>, @Ctx() ctx: CommandContext): Promise<void> {
    return this.deleteReply('comment', params.id, ctx);
  }

  @Delete('answers/:id')
  @HttpCode(204)
  @Auth()
  @Output('The author deletes their own answer (a best answer loses the mark with it)')
  @Input({ params: replyParams })
  deleteAnswer(@Param() params: z.infer<typeof replyParams>, @Ctx() ctx: CommandContext): Promise<void> {
    return this.deleteReply('answer', params.id, ctx);
  }

  private async deleteReply(target: ReplyKind, id: number | null, ctx: CommandContext): Promise<void> {
    const reply = found(id);
    const parent = found(await this.conversations.parentOf(target, reply));
    await this.runner.run(deleteReply, { target, id: reply, parent }, ctx);
  }
}
