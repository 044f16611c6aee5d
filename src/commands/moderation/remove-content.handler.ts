import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { MODERATION_MESSAGES } from '../../contracts/moderation';
import { qotdStream } from '../../events/streams';
import { qotdDecider } from '../qotd/qotd.decider';
import { StreamWriter } from '../stream-writer';
import { contentDecider, reportDecider } from './moderation.decider';
import { RemoveContent } from './remove-content.command';
import { contentStreamOf } from './reported-content';

@CommandHandler(RemoveContent)
export class RemoveContentHandler implements ICommandHandler<RemoveContent> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reportId, parent, reason, context }: RemoveContent) {
    const report = await this.writer.read(reportId, reportDecider);
    if (!report.filed) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
    const stream = contentStreamOf(report.filed, parent);
    if (!stream) throw new DomainError('not_found', MODERATION_MESSAGES.contentNotFound);
    const now = this.clock.now();
    // The stream's revision guards the decision: of two removals at once, the second finds it removed.
    const { appended } = await this.writer.decide(
      stream,
      contentDecider,
      { type: 'RemoveContent', reportId, report, reason, now },
      context,
    );
    if (report.filed.kind !== 'qnas') return { position: appended?.position ?? null };
    // A removed question also leaves the question-of-the-day cycle. Appended after the removal, so
    // its position covers both; were it to fail, the removed question still shows nowhere.
    const withdrawal = await this.writer.decide(
      qotdStream(),
      qotdDecider,
      { type: 'WithdrawQuestion', questionId: report.filed.id, now },
      context,
    );
    return { position: withdrawal.appended?.position ?? appended?.position ?? null };
  }
}
