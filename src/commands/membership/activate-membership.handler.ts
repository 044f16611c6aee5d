import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { userStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { ActivateMembership } from './activate-membership.command';
import { EXPERT_CONTENT, type ExpertContent } from './expert-content.port';
import { membershipDecider } from './membership.decider';

@CommandHandler(ActivateMembership)
export class ActivateMembershipHandler implements ICommandHandler<ActivateMembership> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(EXPERT_CONTENT) private readonly content: ExpertContent,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, context }: ActivateMembership) {
    const content = await this.content.summary(uid);
    const { appended } = await this.writer.decide(
      userStream(uid),
      membershipDecider,
      { type: 'ActivateMembership', uid, content, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}
