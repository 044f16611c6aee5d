import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { MODERATION_MESSAGES } from '../../contracts/moderation';
import { StreamWriter } from '../stream-writer';
import { hidingDecider } from './hiding.decider';
import { reportDecider } from './moderation.decider';
import { contentStreamOf } from './reported-content';
import { RestoreHiddenContent } from './restore-hidden-content.command';

@CommandHandler(RestoreHiddenContent)
export class RestoreHiddenContentHandler implements ICommandHandler<RestoreHiddenContent> {
  constructor(
    private readonly writer: StreamWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reportId, parent, context }: RestoreHiddenContent) {
    const report = await this.writer.read(reportId, reportDecider);
    if (!report.filed) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
    const stream = contentStreamOf(report.filed, parent);
    if (!stream) throw new DomainError('not_found', MODERATION_MESSAGES.contentNotFound);
    const { kind, id } = report.filed;
    const { appended } = await this.writer.decide(
      stream,
      hidingDecider,
      { type: 'RestoreHidden', kind, id, now: this.clock.now() },
      context,
    );
    return { position: appended?.position ?? null };
  }
}
