import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { StreamWriter } from '../stream-writer';
import { DismissReport } from './dismiss-report.command';
import { presenceOf } from '../content-presence';
import { contentDecider, reportDecider } from './moderation.decider';
import { contentStreamOf } from './reported-content';

@CommandHandler(DismissReport)
export class DismissReportHandler implements ICommandHandler<DismissReport> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reportId, parent, context }: DismissReport) {
    const { filed } = await this.writer.read(reportId, reportDecider);
    const stream = filed && contentStreamOf(filed, parent);
    const contentRemoved = stream
      ? presenceOf(await this.writer.read(stream, contentDecider), filed.kind, filed.id) === 'removed'
      : false;
    const command = { type: 'DismissReport' as const, contentRemoved, now: this.clock.now() };
    const { appended } = await this.writer.decide(reportId, reportDecider, command, context);
    return { position: appended?.position ?? null };
  }
}
