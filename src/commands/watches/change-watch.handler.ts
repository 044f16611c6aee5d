import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { isEventOf } from '../../events/registry';
import { postStream, topicStream, watchesStream } from '../../events/streams';
import { contentPresence } from '../content-presence';
import { StreamWriter } from '../stream-writer';
import { lastPosition } from '../users/account-services';
import { ChangeWatch, type WatchSubject } from './change-watch.command';
import { type WatchTarget, watchesDecider } from './watches.decider';

type StreamEvent = { type: string; data: unknown };

/** A question's stream folded to whether it is there and who asked it. */
const questionFacts = {
  initialState: () => ({ content: contentPresence.initialState(), authorId: 0 }),
  evolve: (state: { content: ReturnType<typeof contentPresence.initialState>; authorId: number }, e: StreamEvent) => ({
    content: contentPresence.evolve(state.content, e),
    authorId: isEventOf(e, 'QuestionPosted') ? e.data.authorId : state.authorId,
  }),
};

/** A topic's stream folded to its id, null while it does not exist. */
const topicFacts = {
  initialState: (): number | null => null,
  evolve: (id: number | null, e: StreamEvent) => (isEventOf(e, 'TopicCreated') ? e.data.id : id),
};

@CommandHandler(ChangeWatch)
export class ChangeWatchHandler implements ICommandHandler<ChangeWatch> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, subject, watching, context }: ChangeWatch) {
    const target = await this.target(uid, subject);
    const command = { type: 'ChangeWatch', uid, target, watching, now: this.clock.now() } as const;
    const { appended } = await this.writer.decide(watchesStream(uid), watchesDecider, command, context);
    return { position: lastPosition(appended) };
  }

  private async target(uid: number, subject: WatchSubject): Promise<WatchTarget> {
    if (subject.kind === 'topic')
      return {
        kind: 'topic',
        slug: subject.slug,
        topicId: await this.writer.read(topicStream(subject.slug), topicFacts),
      };
    const facts = await this.writer.read(postStream('qnas', subject.id), questionFacts);
    return {
      kind: 'question',
      questionId: subject.id,
      exists: facts.content.post === 'present',
      askedByMember: facts.authorId === uid,
    };
  }
}
