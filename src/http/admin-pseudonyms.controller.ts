import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { unmaskAuthor } from '../commands/pseudonyms/unmask.decider';
import { DomainError } from '../common/domain-error';
import { POST_API_PATHS, POST_MESSAGES, type PostKind } from '../contracts/content';
import { PSEUDONYM_MESSAGES, UNMASK_REASON_MAX, type UnmaskedAuthor } from '../contracts/pseudonyms';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { unmaskedAuthor } from './responses/admin.responses';
import { Ctx } from './request-context';
import { idParam } from './schemas';

const KIND_BY_PATH = new Map<string, PostKind>(
  Object.entries(POST_API_PATHS).map(([kind, path]) => [path, kind as PostKind]),
);

// An address that names no post is a missing one (404), like on the public pages.
const unmaskParams = z.object({ kind: z.string(), id: idParam });
const unmaskBody = z.object({
  reason: z
    .string({ error: PSEUDONYM_MESSAGES.reasonRequired })
    .trim()
    .min(1, PSEUDONYM_MESSAGES.reasonRequired)
    .max(UNMASK_REASON_MAX, PSEUDONYM_MESSAGES.reasonTooLong),
});

/** Who wrote an item posted under a pseudonym: answered to administrators only, and each time recorded with its reason. */
@ApiTags('admin')
@Controller('api/admin/pseudonyms')
export class AdminPseudonymsController {
  constructor(private readonly runner: CommandRunner) {}

  /** `kind` as in the public addresses: articles, books, videos or questions. */
  @Post(':kind/:id/unmask')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Unmask the author of an item posted under a pseudonym (recorded, with the reason)', unmaskedAuthor)
  @Input({ params: unmaskParams, body: unmaskBody })
  async unmask(
    @Param() params: z.infer<typeof unmaskParams>,
    @Body() body: z.infer<typeof unmaskBody>,
    @Ctx() ctx: CommandContext,
  ): Promise<UnmaskedAuthor> {
    const kind = KIND_BY_PATH.get(params.kind);
    if (!kind || params.id === null) throw new DomainError('not_found', POST_MESSAGES.notFound);
    // The event history lists the unmasking by the time the administrator looks for it there.
    const { position: _position, ...author } = await this.runner.run(
      unmaskAuthor,
      { kind, id: params.id, reason: body.reason },
      ctx,
    );
    return author;
  }
}
