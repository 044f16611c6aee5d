import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { postStream } from '../../events/streams';
import type { CommandContext } from '../command-context';
import { StreamWriter } from '../stream-writer';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { EditPost } from './edit-post.command';
import { EditReply } from './edit-reply.command';
import { type EditCommand, editsDecider } from './edits.decider';

const actorOf = (context: CommandContext): number => {
  if (context.actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
  return context.actorId;
};

/** The edit's time and position, or nulls when it changed nothing (and nothing was recorded). */
async function decideEdit(writer: StreamWriter, streamId: string, command: EditCommand, context: CommandContext) {
  const { appended } = await writer.decide(streamId, editsDecider, command, context);
  return { editedAt: appended ? command.now.toISOString() : null, position: appended?.position ?? null };
}

@CommandHandler(EditPost)
export class EditPostHandler implements ICommandHandler<EditPost> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(TOPIC_CATALOG) private readonly topics: TopicCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, fields, context }: EditPost) {
    const actorId = actorOf(context);
    const knownCategories = await this.topics.existingIds(fields.categories);
    const command = { type: 'EditPost' as const, kind, id, actorId, fields, knownCategories, now: this.clock.now() };
    return decideEdit(this.writer, postStream(kind, id), command, context);
  }
}

@CommandHandler(EditReply)
export class EditReplyHandler implements ICommandHandler<EditReply> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ target, id, parentKind, parentId, text, identifyingDetailsConfirmed, context }: EditReply) {
    const command = {
      type: 'EditReply' as const,
      target,
      id,
      parentKind,
      parentId,
      actorId: actorOf(context),
      text,
      identifyingDetailsConfirmed,
      now: this.clock.now(),
    };
    return decideEdit(this.writer, postStream(parentKind, parentId), command, context);
  }
}

export const editCommandHandlers = [EditPostHandler, EditReplyHandler];
