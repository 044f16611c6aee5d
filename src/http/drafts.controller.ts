import { Body, Controller, Delete, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { HELD } from './responses/held';
import { claimDraft, discardDraft, saveDraft } from '../commands/drafts/drafts.decider';
import { DomainError } from '../common/domain-error';
import type { PostCreated } from '../contracts/content';
import { DRAFT_KEY_PATTERN, DRAFT_MESSAGES, type DraftSaved } from '../contracts/drafts';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { postCreated } from './responses/content.responses';
import { draftSaved } from './responses/drafts.responses';
import { draftBody } from './post-body';
import { RateLimits } from './rate-limits';
import { Ctx } from './request-context';

// A key that cannot be one names no draft: 404, like an unknown key.
const keyParams = z.object({ key: z.string() });
const draftKey = (params: z.infer<typeof keyParams>) => {
  if (!DRAFT_KEY_PATTERN.test(params.key)) throw new DomainError('not_found', DRAFT_MESSAGES.notFound);
  return params.key;
};

/** Posts kept for logged-out visitors until they sign up or log in. No login, but CSRF applies as to every mutation. */
@ApiTags('drafts')
@Controller('api/drafts')
export class DraftsController {
  constructor(
    private readonly runner: CommandRunner,
    private readonly limits: RateLimits,
  ) {}

  @Post()
  @HttpCode(201)
  @Output("Keep a logged-out visitor's post until they sign up or log in", draftSaved)
  @Input({ body: draftBody })
  async save(
    @Body() body: z.infer<typeof draftBody>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<DraftSaved> {
    await this.limits.checkAddress('draft', req.ip);
    const { kind, ...fields } = body;
    const { key } = await this.runner.run(saveDraft, { kind, fields }, ctx);
    return { key };
  }

  /** Posts the draft as the logged-in member; a repeated claim answers with the same post. */
  @Post(':key/claim')
  @HttpCode(201)
  @Auth()
  @Output('Post a saved draft as the logged-in member', postCreated)
  @Input({ params: keyParams })
  async claim(
    @Param() params: z.infer<typeof keyParams>,
    @Ctx() ctx: CommandContext,
    @Req() req: FastifyRequest,
  ): Promise<PostCreated> {
    const key = draftKey(params);
    await this.limits.check('post', req.ip, String(ctx.actorId));
    // Read-your-writes: the redirect to the new item's page finds it.
    const { kind, id, held } = await this.runner.run(claimDraft, { key }, ctx);
    return held ? { kind, id, ...HELD } : { kind, id };
  }

  @Delete(':key')
  @HttpCode(204)
  @Output('Discard a saved draft')
  @Input({ params: keyParams })
  async discard(@Param() params: z.infer<typeof keyParams>, @Ctx() ctx: CommandContext): Promise<void> {
    await this.runner.run(discardDraft, { by: { key: draftKey(params) } }, ctx);
  }
}
