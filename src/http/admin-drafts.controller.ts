import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { discardDraft } from '../commands/drafts/drafts.decider';
import { DomainError } from '../common/domain-error';
import { type AnonymousDraftList, DRAFT_ID_PATTERN, DRAFT_MESSAGES } from '../contracts/drafts';
import { DraftsQueries } from '../projections/drafts/drafts.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { anonymousDraftList } from './responses/drafts.responses';
import { Ctx } from './request-context';

// An id that cannot be one names no draft: 404, like an unknown id.
const draftParams = z.object({ draftId: z.string() });

/** Anonymous content: drafts of logged-out visitors that wait to be claimed, and their removal. */
@ApiTags('admin')
@Controller('api/admin/drafts')
export class AdminDraftsController {
  constructor(
    private readonly drafts: DraftsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get()
  @Auth('Administrator')
  @Output('Pending drafts of logged-out visitors, newest first', anonymousDraftList)
  @Input({})
  async list(): Promise<AnonymousDraftList> {
    const [drafts, total] = await Promise.all([this.drafts.pending(), this.drafts.pendingCount()]);
    return { drafts, total };
  }

  @Delete(':draftId')
  @HttpCode(204)
  @Auth('Administrator')
  @Output('Delete a pending draft')
  @Input({ params: draftParams })
  async remove(@Param() params: z.infer<typeof draftParams>, @Ctx() ctx: CommandContext): Promise<void> {
    if (!DRAFT_ID_PATTERN.test(params.draftId)) throw new DomainError('not_found', DRAFT_MESSAGES.notFound);
    await this.runner.run(discardDraft, { by: { draftId: params.draftId, administrator: true } }, ctx);
  }
}
