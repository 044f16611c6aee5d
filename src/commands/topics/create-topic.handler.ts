import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { topicStream } from '../../events/streams';
import { TopicIdsRepository } from '../../infra/content/topic-ids.repository';
import { StreamWriter } from '../stream-writer';
import { CreateTopic } from './create-topic.command';
import { topicsDecider } from './topics.decider';

@CommandHandler(CreateTopic)
export class CreateTopicHandler implements ICommandHandler<CreateTopic> {
  constructor(
    private readonly writer: StreamWriter,
    private readonly ids: TopicIdsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ slug, name, keywords, context }: CreateTopic) {
    const stream = topicStream(slug);
    const command = { type: 'CreateTopic', id: 0, slug, name, keywords, now: this.clock.now() } as const;
    // Refused before an id is taken, so that asking again for an existing slug uses up no id.
    topicsDecider.decide(command, await this.writer.read(stream, topicsDecider));
    const id = await this.ids.next();
    // The append expects no stream: of two racing creations of one slug, the second is refused.
    const { appended } = await this.writer.decide(stream, topicsDecider, { ...command, id }, context);
    return { id, position: appended!.position };
  }
}
