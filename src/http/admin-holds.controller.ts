import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { addBlocklistEntry, removeBlocklistEntry } from '../commands/holds/blocklist.decider';
import { stopMember } from '../commands/holds/member-stop.decider';
import { reviewHeldItem } from '../commands/holds/review.decider';
import { setTrustLevel } from '../commands/holds/trust-level.decider';
import { DomainError } from '../common/domain-error';
import {
  BLOCKLIST_KINDS,
  BLOCKLIST_REASON_MAX,
  BLOCKLIST_VALUE_MAX,
  type BlocklistEntry,
  HELD_KINDS,
  type HeldItemList,
  HOLD_MESSAGES,
} from '../contracts/holds';
import { TRUST_LEVEL_NAMES, TRUST_LEVELS, type TrustLevel } from '../contracts/trust-levels';
import { USER_MANAGEMENT_MESSAGES } from '../contracts/user-management';
import { TrustQueries } from '../projections/trust/trust.queries';
import { UserLookupQueries } from '../projections/users/user-lookup.queries';
import { CommandRunner } from '../writes/command-runner';
import { found } from './found';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { Ctx } from './request-context';
import {
  blocklistEntries,
  heldItemList,
  memberStopChanged,
  reviewDone,
  trustLevelChanged,
} from './responses/holds.responses';
import { idParam } from './schemas';

const heldParams = z.object({ kind: z.string(), id: idParam });
const entryParams = z.object({
  id: z
    .string()
    .uuid()
    .or(z.string().transform(() => null)),
});
const userParams = z.object({ uid: idParam });
const blocklistBody = z.object({
  kind: z.enum(BLOCKLIST_KINDS, { error: 'Please choose a word or a domain.' }),
  value: z
    .string({ error: HOLD_MESSAGES.blocklistValueRequired })
    .trim()
    .min(1, HOLD_MESSAGES.blocklistValueRequired)
    .max(BLOCKLIST_VALUE_MAX, `Please enter at most ${BLOCKLIST_VALUE_MAX} characters.`),
  reason: z
    .string({ error: HOLD_MESSAGES.blocklistReasonRequired })
    .trim()
    .min(1, HOLD_MESSAGES.blocklistReasonRequired)
    .max(BLOCKLIST_REASON_MAX, `Please enter at most ${BLOCKLIST_REASON_MAX} characters.`),
});
const levelBody = z.object({
  level: z
    .enum(TRUST_LEVELS, { error: 'Please choose new, member or trusted (or null for the computed level).' })
    .nullable(),
});

const heldKind = (kind: string) =>
  found(
    HELD_KINDS.find((k) => k === kind),
    HOLD_MESSAGES.notHeld,
  );

/**
 * Trust and review in the Admin Area: the queue of held items (Approve, Reject), the blocklist of
 * words and domains, and a member's trust level.
 */
@ApiTags('admin')
@Controller('api/admin')
export class AdminHoldsController {
  constructor(
    private readonly trust: TrustQueries,
    private readonly users: UserLookupQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get('held-items')
  @Auth('Administrator')
  @Output('Items held for review, oldest first, with why each was held', heldItemList)
  @Input({})
  async queue(): Promise<HeldItemList> {
    return { items: await this.trust.queue() };
  }

  @Post('held-items/:kind/:id/approve')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Approve a held item: it is published, and its author is trusted a little more', reviewDone)
  @Input({ params: heldParams })
  async approve(@Param() params: z.infer<typeof heldParams>, @Ctx() ctx: CommandContext): Promise<{ message: string }> {
    const held = { kind: heldKind(params.kind), id: found(params.id, HOLD_MESSAGES.notHeld) };
    await this.runner.run(reviewHeldItem, { decision: 'approve', ...held }, ctx);
    return { message: HOLD_MESSAGES.approved };
  }

  @Post('held-items/:kind/:id/reject')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Reject a held item: it stays hidden, and its author sees it was not published', reviewDone)
  @Input({ params: heldParams })
  async reject(@Param() params: z.infer<typeof heldParams>, @Ctx() ctx: CommandContext): Promise<{ message: string }> {
    const held = { kind: heldKind(params.kind), id: found(params.id, HOLD_MESSAGES.notHeld) };
    await this.runner.run(reviewHeldItem, { decision: 'reject', ...held }, ctx);
    return { message: HOLD_MESSAGES.rejectedDone };
  }

  @Get('blocklist')
  @Auth('Administrator')
  @Output('The blocklist of words and domains, each with its reason', blocklistEntries)
  @Input({})
  async blocklist(): Promise<{ entries: BlocklistEntry[] }> {
    return { entries: await this.trust.blocklistEntries() };
  }

  @Post('blocklist')
  @HttpCode(201)
  @Auth('Administrator')
  @Output('Add a word or a domain to the blocklist: items that use it are held for review', blocklistEntries)
  @Input({ body: blocklistBody })
  async addToBlocklist(@Body() body: z.infer<typeof blocklistBody>, @Ctx() ctx: CommandContext) {
    await this.runner.run(addBlocklistEntry, body, ctx);
    return { entries: await this.trust.blocklistEntries() };
  }

  @Delete('blocklist/:id')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Take an entry off the blocklist', blocklistEntries)
  @Input({ params: entryParams })
  async removeFromBlocklist(@Param() params: z.infer<typeof entryParams>, @Ctx() ctx: CommandContext) {
    await this.runner.run(removeBlocklistEntry, { id: found(params.id, HOLD_MESSAGES.blocklistNotFound) }, ctx);
    return { entries: await this.trust.blocklistEntries() };
  }

  /** Stops a spammer: no more posts or replies, and every item of theirs hidden at once. */
  @Post('users/:uid/stop')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Stop a spammer: they can no longer post or reply, and all their items are hidden', memberStopChanged)
  @Input({ params: userParams })
  stop(@Param() params: z.infer<typeof userParams>, @Ctx() ctx: CommandContext) {
    return this.changeStop(params, true, ctx);
  }

  /** Lifts the stop: the member posts again, and their items show again. */
  @Delete('users/:uid/stop')
  @Auth('Administrator')
  @Output('Lift a stop: the member posts again, and their items show again', memberStopChanged)
  @Input({ params: userParams })
  lift(@Param() params: z.infer<typeof userParams>, @Ctx() ctx: CommandContext) {
    return this.changeStop(params, false, ctx);
  }

  private async changeStop(
    params: z.infer<typeof userParams>,
    stop: boolean,
    ctx: CommandContext,
  ): Promise<{ uid: number; stopped: boolean; message: string }> {
    const uid = found(params.uid, USER_MANAGEMENT_MESSAGES.userNotFound);
    const user = await this.users.byUid(uid);
    if (!user) throw new DomainError('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
    await this.runner.run(stopMember, { uid, stop, byUid: ctx.actorId }, ctx);
    const message = stop ? HOLD_MESSAGES.stoppedDone(user.username) : HOLD_MESSAGES.stopLifted(user.username);
    return { uid, stopped: stop, message };
  }

  /** An administrator's level wins over the computed one; null goes back to the computed one. */
  @Put('users/:uid/trust-level')
  @Auth('Administrator')
  @Output("Set a member's trust level (null: computed from their record again)", trustLevelChanged)
  @Input({ params: userParams, body: levelBody })
  async setLevel(
    @Param() params: z.infer<typeof userParams>,
    @Body() body: z.infer<typeof levelBody>,
    @Ctx() ctx: CommandContext,
  ): Promise<{ uid: number; level: TrustLevel; message: string }> {
    const uid = found(params.uid, USER_MANAGEMENT_MESSAGES.userNotFound);
    const user = await this.users.byUid(uid);
    if (!user) throw new DomainError('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
    await this.runner.run(setTrustLevel, { uid, level: body.level }, ctx);
    const level = (await this.trust.levels([uid])).get(uid) ?? 'new';
    return { uid, level, message: HOLD_MESSAGES.trustLevelSet(user.username, TRUST_LEVEL_NAMES[level]) };
  }
}
