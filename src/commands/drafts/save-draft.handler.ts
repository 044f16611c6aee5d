import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { draftStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { draftIdOf, newDraftKey } from './draft-key';
import { draftsDecider } from './drafts.decider';
import { SaveDraft } from './save-draft.command';

@CommandHandler(SaveDraft)
export class SaveDraftHandler implements ICommandHandler<SaveDraft> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(TOPIC_CATALOG) private readonly topics: TopicCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, fields, context }: SaveDraft) {
    const knownCategories = await this.topics.existingIds(fields.categories);
    const key = newDraftKey();
    const draftId = draftIdOf(key);
    const { appended } = await this.writer.decide(
      draftStream(draftId),
      draftsDecider,
      { type: 'SaveDraft', draftId, kind, fields, knownCategories, now: this.clock.now() },
      context,
    );
    // A new draft always gets its event.
    return { key, position: appended!.position };
  }
}
