import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { newUuid } from '../../common/ids';
import { HOLD_MESSAGES } from '../../contracts/holds';
import { isPostKind } from '../../contracts/moderation';
import { blocklistStream, postStream, userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { blocklistDecider } from './blocklist.decider';
import { AddBlocklistEntry, RemoveBlocklistEntry, ReviewHeldItem, SetTrustLevel, StopMember } from './holds-commands';
import { memberStopDecider } from './member-stop.decider';
import { reviewDecider } from './review.decider';
import { trustLevelDecider } from './trust-level.decider';
import { TRUST_RECORDS, type TrustRecords } from './trust-records.port';

@CommandHandler(ReviewHeldItem)
export class ReviewHeldItemHandler implements ICommandHandler<ReviewHeldItem> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(TRUST_RECORDS) private readonly records: TrustRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ decision, kind, id, context }: ReviewHeldItem) {
    // Nothing of a stopped member is published while the stop stands.
    const author = decision === 'approve' ? await this.records.heldAuthor(kind, id) : null;
    if (author !== null && (await this.records.standing(author))?.stopped)
      throw new DomainError('conflict', HOLD_MESSAGES.authorStopped);
    // A held post waits in its own stream, a held reply in its post's (found in the queue's row).
    const parent = isPostKind(kind) ? { kind, id } : await this.records.heldParent(kind, id);
    if (!parent) throw new DomainError('not_found', HOLD_MESSAGES.notHeld);
    const type = decision === 'approve' ? 'ApproveHeldItem' : 'RejectHeldItem';
    const { appended } = await this.writer.decide(
      postStream(parent.kind, parent.id),
      reviewDecider,
      { type, kind, id, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}

@CommandHandler(SetTrustLevel)
export class SetTrustLevelHandler implements ICommandHandler<SetTrustLevel> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, level, context }: SetTrustLevel) {
    const { appended } = await this.writer.decide(
      userStream(uid),
      trustLevelDecider,
      { type: 'SetTrustLevel', uid, level, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}

@CommandHandler(StopMember)
export class StopMemberHandler implements ICommandHandler<StopMember> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, stop, context }: StopMember) {
    const { appended } = await this.writer.decide(
      userStream(uid),
      memberStopDecider,
      { type: stop ? 'StopMember' : 'LiftStop', uid, byUid: context.actorId, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}

@CommandHandler(AddBlocklistEntry)
export class AddBlocklistEntryHandler implements ICommandHandler<AddBlocklistEntry> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, value, reason, context }: AddBlocklistEntry) {
    const id = newUuid();
    const { appended } = await this.writer.decide(
      blocklistStream(),
      blocklistDecider,
      { type: 'AddBlocklistEntry', id, kind, value, reason, now: this.clock.now() },
      context,
    );
    return { id, position: appended?.position ?? null };
  }
}

@CommandHandler(RemoveBlocklistEntry)
export class RemoveBlocklistEntryHandler implements ICommandHandler<RemoveBlocklistEntry> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ id, context }: RemoveBlocklistEntry) {
    const { appended } = await this.writer.decide(
      blocklistStream(),
      blocklistDecider,
      { type: 'RemoveBlocklistEntry', id, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}

export const holdCommandHandlers = [
  ReviewHeldItemHandler,
  SetTrustLevelHandler,
  StopMemberHandler,
  AddBlocklistEntryHandler,
  RemoveBlocklistEntryHandler,
];
