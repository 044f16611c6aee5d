import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../common/domain-error';
import { WrongSecretError } from '../../common/wrong-secret';
import { MESSAGES } from '../../contracts/messages';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { decoyCredential, hashPassword, verifyPassword } from '../../infra/accounts/passwords';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import type { AppendResult } from '../../infra/event-store/event-store.port';
import { lastPosition, UserStreams } from './account-services';
import { refuseCommonPassword } from './new-password';
import { type PasswordChange, UpdateAccount } from './update-account.command';
import { USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../../contracts/username-rules';
import { hasChosenUsername } from './users.decider';

@CommandHandler(UpdateAccount)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccount> {
  constructor(
    private readonly users: UserStreams,
    private readonly credentials: CredentialsRepository,
    private readonly resetCodes: ResetCodesRepository,
  ) {}

  async execute({ uid, changes, password, context }: UpdateAccount) {
    const before = await this.users.state(uid);
    if (!before.exists) throw new DomainError('not_found', 'No such account.');
    // Checked before anything is written: a refused password change leaves the profile as it was too.
    if (password) await this.checkPasswordChange(uid, password);
    const appends: (AppendResult | null)[] = [];
    const username = changes.username?.trim();
    const renaming = username !== undefined && username !== before.username;
    if (renaming) {
      const problem = usernameProblem(username);
      if (problem) throw new DomainError('validation', USERNAME_PROBLEM_MESSAGES[problem]);
      appends.push((await this.users.reserveUsername(username, uid, context)).appended);
    }
    const updated = await this.users.decide(
      uid,
      { type: 'UpdateProfile', changes: { ...changes, ...(username !== undefined ? { username } : {}) } },
      context,
    );
    appends.push(updated.appended);
    // The old name is released only once the new one is in place, so a failure never leaves none;
    // the handle stays reserved: bylines written under it keep it, so no one else may take it.
    if (renaming && hasChosenUsername(before) && before.username.toLowerCase() !== username.toLowerCase()) {
      appends.push((await this.users.releaseUsername(before.username, uid, context)).appended);
    }
    if (password) {
      await this.credentials.save(uid, await hashPassword(password.newPassword));
      // A code emailed before the change must not open the account after it.
      await this.resetCodes.discard(uid);
      const via = password.proof === 'reset-code' ? 'reset' : 'account';
      appends.push((await this.users.decide(uid, { type: 'RecordPasswordChange', via }, context)).appended);
    }
    return { position: lastPosition(...appends), passwordChanged: password !== null };
  }

  private async checkPasswordChange(uid: number, { newPassword, proof }: PasswordChange): Promise<void> {
    await refuseCommonPassword(newPassword);
    if (proof === 'reset-code') return;
    // Checked like a login (a decoy hash when none is stored), and counted as a guess by the caller's limits.
    const { ok } = await verifyPassword(
      proof.currentPassword,
      (await this.credentials.find(uid)) ?? (await decoyCredential()),
    );
    if (!ok) throw new WrongSecretError('validation', MESSAGES.currentPasswordWrong);
  }
}
