import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { reportTargetOf } from '../../contracts/moderation';
import { reportStream } from '../../events/streams';
import { StreamWriter } from '../stream-writer';
import { hidingDecider } from './hiding.decider';
import { reportDecider } from './moderation.decider';
import { REPORT_RECORDS, type ReportRecords } from './report-records.port';
import { ReportContent } from './report-content.command';
import { contentStreamOf } from './reported-content';

@CommandHandler(ReportContent)
export class ReportContentHandler implements ICommandHandler<ReportContent> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(REPORT_RECORDS) private readonly records: ReportRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ kind, id, reporterId, context, reason, parent }: ReportContent) {
    const now = this.clock.now();
    const command = { type: 'FileReport' as const, kind, id, reporterId, now, ...(reason ? { reason } : {}) };
    const filed = await this.writer.decide(
      reportStream(reportTargetOf(kind), id, reporterId),
      reportDecider,
      command,
      context,
    );
    // The earlier reporters' reports are in the read model (each report waits for it before it answers);
    // this one is counted as filed. Two at the very same moment may both count short: the next one hides it.
    const reporters = new Set([...(await this.records.openReporters(kind, id)), reporterId]).size;
    const stream = contentStreamOf({ kind, id }, parent);
    if (!stream) return { position: filed.appended?.position ?? null };
    const hidden = await this.writer.decide(
      stream,
      hidingDecider,
      { type: 'HideByReports', kind, id, reporters, now },
      context,
    );
    return { position: hidden.appended?.position ?? filed.appended?.position ?? null };
  }
}
