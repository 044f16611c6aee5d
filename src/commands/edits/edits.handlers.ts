import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { HOLD_MESSAGES } from '../../contracts/holds';
import { MESSAGES } from '../../contracts/messages';
import { TRUST_RECORDS, type TrustRecords } from '../holds/trust-records.port';
import { postStream } from '../../events/streams';
import type { CommandContext } from '../command-context';
import { StreamWriter } from '../stream-writer';
import { TOPIC_CATALOG, type TopicCatalog } from '../topics/topic-catalog.port';
import { EditPost } from './edit-post.command';
import { EditReply } from './edit-reply.command';
import { type EditCommand, editsDecider } from './edits.decider';

/** The editing member; a stopped one edits nothing (their items are hidden until the stop is lifted). */
async function actorOf(context: CommandContext, records: TrustRecords): Promise<number> {
  if (context.actorId === null) throw new DomainError('unauthenticated', MESSAGES.loginRequired);
  if ((await records.standing(context.actorId))?.stopped) throw new DomainError('forbidden', HOLD_MESSAGES.stopped);
  return context.actorId;
}

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
    @Inject(TRUST_RECORDS) private readonly records: TrustRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, fields, context }: EditPost) {
    const actorId = await actorOf(context, this.records);
    const knownCategories = await this.topics.existingIds(fields.categories);
    const command = { type: 'EditPost' as const, kind, id, actorId, fields, knownCategories, now: this.clock.now() };
    return decideEdit(this.writer, postStream(kind, id), command, context);
  }
}

@CommandHandler(EditReply)
export class EditReplyHandler implements ICommandHandler<EditReply> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(TRUST_RECORDS) private readonly records: TrustRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ target, id, parentKind, parentId, text, identifyingDetailsConfirmed, context }: EditReply) {
    const actorId = await actorOf(context, this.records);
    const command = {
      type: 'EditReply' as const,
      target,
      id,
      parentKind,
      parentId,
      actorId,
      text,
      identifyingDetailsConfirmed,
      now: this.clock.now(),
    };
    return decideEdit(this.writer, postStream(parentKind, parentId), command, context);
  }
}

export const editCommandHandlers = [EditPostHandler, EditReplyHandler];
