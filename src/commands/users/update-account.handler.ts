import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { hashPassword } from '../../infra/accounts/passwords';
import type { AppendResult } from '../../infra/event-store/event-store.port';
import { lastPosition, UserStreams } from './account-services';
import { UpdateAccount } from './update-account.command';
import { isAcceptableUsername } from '../../contracts/username-rules';
import { hasChosenUsername } from './users.decider';

@CommandHandler(UpdateAccount)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccount> {
  constructor(
    private readonly users: UserStreams,
    private readonly credentials: CredentialsRepository,
  ) {}

  async execute({ uid, changes, newPassword, context }: UpdateAccount) {
    const before = await this.users.state(uid);
    if (!before.exists) throw new DomainError('not_found', 'No such account.');
    const appends: (AppendResult | null)[] = [];
    const username = changes.username?.trim();
    const renaming = username !== undefined && username !== before.username;
    if (renaming) {
      if (!isAcceptableUsername(username)) throw new DomainError('validation', MESSAGES.usernameInvalid);
      appends.push((await this.users.reserveUsername(username, uid, context)).appended);
    }
    const updated = await this.users.decide(uid, { type: 'UpdateProfile', changes: { ...changes, ...(username !== undefined ? { username } : {}) } }, context);
    appends.push(updated.appended);
    // The old name is released only once the new one is in place, so a failure never leaves none;
    // the handle stays reserved: bylines written under it keep it, so no one else may take it.
    if (renaming && hasChosenUsername(before) && before.username.toLowerCase() !== username.toLowerCase()) {
      appends.push((await this.users.releaseUsername(before.username, uid, context)).appended);
    }
    if (newPassword !== null) {
      await this.credentials.save(uid, await hashPassword(newPassword));
      appends.push((await this.users.decide(uid, { type: 'RecordPasswordChange', via: 'account' }, context)).appended);
    }
    return { position: lastPosition(...appends), passwordChanged: newPassword !== null };
  }
}
