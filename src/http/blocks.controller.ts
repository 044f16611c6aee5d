import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { blockMember, unblockMember } from '../commands/blocks/blocks.decider';
import type { CommandContext } from '../commands/command-context';
import { DomainError } from '../common/domain-error';
import {
  BLOCK_MESSAGES,
  BLOCK_TARGETS,
  type BlockedMemberList,
  type BlockMade,
  type BlockTarget,
} from '../contracts/blocks';
import { POST_MESSAGES } from '../contracts/content';
import { BlocksQueries } from '../projections/blocks/blocks.queries';
import { CommandRunner } from '../writes/command-runner';
import { found } from './found';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { messageReply } from './responses/members.responses';
import { blockedMemberList, blockMade } from './responses/blocks.responses';
import { idParam } from './schemas';

const blockParams = z.object({ target: z.string(), id: idParam });
const unblockParams = z.object({
  id: z
    .string()
    .uuid()
    .or(z.string().transform(() => null)),
});

/** Block under a post, comment or answer, or on an expert's profile; the blocked members in My Account. */
@ApiTags('blocks')
@Controller('api')
export class BlocksController {
  constructor(
    private readonly blocks: BlocksQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Post(':target/:id/block')
  @HttpCode(201)
  @Auth()
  @Output('Block whoever is shown on a post, comment or answer, or an expert (id: their uid)', blockMade)
  @Input({ params: blockParams })
  async block(
    @Param() params: z.infer<typeof blockParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<BlockMade> {
    const kind = Object.hasOwn(BLOCK_TARGETS, params.target) ? BLOCK_TARGETS[params.target as BlockTarget] : null;
    if (kind === null) throw new DomainError('not_found', POST_MESSAGES.notFound);
    const id = found(params.id, POST_MESSAGES.notFound);
    const { blockId, name } = await this.runner.run(blockMember, { uid: session.user.uid, kind, id }, ctx);
    return { id: blockId, name, message: BLOCK_MESSAGES.blocked(name) };
  }

  @Get('account/blocks')
  @Auth()
  @Output('The members the reader blocked, newest first, by the name they saw', blockedMemberList)
  @Input({})
  async list(@CurrentSession() session: RequestSession): Promise<BlockedMemberList> {
    return { items: await this.blocks.list(session.user.uid) };
  }

  @Delete('account/blocks/:id')
  @Auth()
  @Output('Unblock: what is shown under that name shows again', messageReply)
  @Input({ params: unblockParams })
  async unblock(
    @Param() params: z.infer<typeof unblockParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<{ message: string }> {
    const blockId = found(params.id, BLOCK_MESSAGES.notFound);
    const block = (await this.blocks.list(session.user.uid)).find((b) => b.id === blockId);
    if (!block) throw new DomainError('not_found', BLOCK_MESSAGES.notFound);
    await this.runner.run(unblockMember, { uid: session.user.uid, blockId }, ctx);
    return { message: BLOCK_MESSAGES.unblocked(block.name) };
  }
}
