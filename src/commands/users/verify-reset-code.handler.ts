import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { WrongSecretError } from '../../common/wrong-secret';
import { MESSAGES } from '../../contracts/messages';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import { SessionsRepository } from '../../infra/accounts/sessions.repository';
import { UserStreams } from './account-services';
import { VerifyResetCode } from './verify-reset-code.command';

@CommandHandler(VerifyResetCode)
export class VerifyResetCodeHandler implements ICommandHandler<VerifyResetCode> {
  constructor(
    private readonly users: UserStreams,
    private readonly codes: ResetCodesRepository,
    private readonly sessions: SessionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, code, context }: VerifyResetCode) {
    const uid = await this.users.uidForEmail(email);
    const valid = uid !== null && (await this.codes.consume(uid, code, this.clock.now()));
    if (!valid) throw new WrongSecretError('validation', MESSAGES.resetCodeInvalid);
    // Whoever reads the account's email is taken for its owner: every session opened before (one
    // a stranger may hold) ends now, and the new one can do nothing until it sets a new password.
    await this.sessions.deleteOthers(uid, null);
    await this.users.decide(uid, { type: 'RecordResetVerified' }, { ...context, actorId: uid });
    return { uid };
  }
}
