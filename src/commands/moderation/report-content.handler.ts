import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { reportTargetOf } from '../../contracts/moderation';
import { reportStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { reportDecider } from './moderation.decider';
import { ReportContent } from './report-content.command';

@CommandHandler(ReportContent)
export class ReportContentHandler implements ICommandHandler<ReportContent> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, reporterId, context, reason }: ReportContent) {
    const command = {
      type: 'FileReport' as const,
      kind,
      id,
      reporterId,
      now: this.clock.now(),
      ...(reason ? { reason } : {}),
    };
    const { appended } = await this.writer.decide(
      reportStream(reportTargetOf(kind), id, reporterId),
      reportDecider,
      command,
      context,
    );
    return { position: appended?.position ?? null };
  }
}
