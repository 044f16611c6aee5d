import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { draftErasureStream, draftStream } from '../../events/streams';
import type { EventStore } from '../../infra/event-store/event-store.port';
import { EVENT_STORE } from '../../infra/tokens';
import { StreamWriter } from '../stream-writer';
import { draftErasureDecider } from './draft-erasure.decider';
import { draftsDecider } from './drafts.decider';
import { EraseDraft } from './erase-draft.command';

/**
 * Why a day after the draft was finished, and not at once: deleting a stream removes its events
 * from `$all`, so the read model must have seen the final event first (the purge only picks drafts
 * the read model shows finished), and a retried claim within that day still finds its post.
 * The erasure record comes after the deletion: a crash in between is completed by the next run.
 */
@CommandHandler(EraseDraft)
export class EraseDraftHandler implements ICommandHandler<EraseDraft> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ draftId, now, context }: EraseDraft): Promise<void> {
    const stream = draftStream(draftId);
    const draft = await this.writer.read(stream, draftsDecider);
    if (draft.status === 'pending') return;
    if (draft.status !== 'unknown') await this.store.deleteStream(stream);
    await this.writer.decide(
      draftErasureStream(draftId),
      draftErasureDecider,
      { type: 'RecordDraftErasure', draftId, now },
      context,
    );
  }
}
