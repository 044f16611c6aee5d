import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { draftStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { draftsDecider } from './drafts.decider';
import { ExpireDraft } from './expire-draft.command';

@CommandHandler(ExpireDraft)
export class ExpireDraftHandler implements ICommandHandler<ExpireDraft> {
  constructor(private readonly writer: StreamWriter) {}

  async execute({ draftId, now, context }: ExpireDraft): Promise<void> {
    await this.writer.decide(draftStream(draftId), draftsDecider, { type: 'ExpireDraft', draftId, now }, context);
  }
}
