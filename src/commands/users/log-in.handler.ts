import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WrongSecretError } from '../../common/wrong-secret';
import { MESSAGES } from '../../contracts/messages';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { decoyCredential, hashPassword, verifyPassword } from '../../infra/accounts/passwords';
import { UserStreams } from './account-services';
import { LogIn } from './log-in.command';

@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  constructor(
    private readonly users: UserStreams,
    private readonly credentials: CredentialsRepository,
  ) {}

  async execute({ email, password, context }: LogIn) {
    const uid = await this.users.uidForEmail(email);
    const stored = (uid !== null ? await this.credentials.find(uid) : null) ?? (await decoyCredential());
    const { ok, needsUpgrade } = await verifyPassword(password, stored);
    if (!ok || uid === null) throw new WrongSecretError('unauthenticated', MESSAGES.loginFailed);
    if (needsUpgrade) {
      await this.credentials.save(uid, await hashPassword(password));
      await this.users.decide(
        uid,
        { type: 'RecordPasswordChange', via: 'legacy-upgrade' },
        { ...context, actorId: uid },
      );
    }
    return { uid };
  }
}
