import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { newUuid } from '../../common/ids';
import type { ConversationEvent } from '../../events/content/conversations.events';
import { validateEventData } from '../../events/registry';
import { replyReportStream } from '../../events/streams';
import type { EventStore } from '../../infra/event-store/event-store.port';
import { EVENT_STORE } from '../../infra/tokens';
import { ReportReply } from './report-reply.command';

// No decision to make: every report is recorded, and a repeated one lands in the same stream
// (appended with `any`), where the moderators' read model sees the same reporter again.
@CommandHandler(ReportReply)
export class ReportReplyHandler implements ICommandHandler<ReportReply> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ target, targetId, reporterId, context }: ReportReply): Promise<void> {
    const now = this.clock.now().toISOString();
    const event: ConversationEvent = { type: 'ReplyReported', data: { target, targetId, reporterId, reportedAt: now } };
    await this.store.appendToStream(
      replyReportStream(target, targetId, reporterId),
      [
        {
          id: newUuid(),
          type: event.type,
          data: validateEventData(event.type, event.data),
          metadata: { actorId: context.actorId, actorRole: context.actorRole, correlationId: context.correlationId, causationId: context.causationId, at: now },
        },
      ],
      'any',
    );
  }
}
