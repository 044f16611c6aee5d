import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import { UserStreams } from './account-services';
import { VerifyResetCode } from './verify-reset-code.command';

@CommandHandler(VerifyResetCode)
export class VerifyResetCodeHandler implements ICommandHandler<VerifyResetCode> {
  constructor(
    private readonly users: UserStreams,
    private readonly codes: ResetCodesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, code, context }: VerifyResetCode) {
    const uid = await this.users.uidForEmail(email);
    const check = uid === null ? 'invalid' : await this.codes.consume(uid, code, this.clock.now());
    if (check !== 'valid' || uid === null) throw new DomainError('validation', MESSAGES.resetCodeInvalid);
    await this.users.decide(uid, { type: 'RecordResetVerified' }, { ...context, actorId: uid });
    return { uid };
  }
}
