import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { draftStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { DiscardDraft } from './discard-draft.command';
import { draftIdOf } from './draft-key';
import { draftsDecider } from './drafts.decider';

@CommandHandler(DiscardDraft)
export class DiscardDraftHandler implements ICommandHandler<DiscardDraft> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ by, context }: DiscardDraft) {
    const [draftId, type] =
      'key' in by ? [draftIdOf(by.key), 'DiscardDraft' as const] : [by.draftId, 'RemoveDraft' as const];
    const { appended } = await this.writer.decide(
      draftStream(draftId),
      draftsDecider,
      { type, draftId, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}
