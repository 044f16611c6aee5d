import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Clock, CLOCK } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { WrongSecretError } from '../../common/wrong-secret';
import { ACCOUNT_DELETION_MESSAGES } from '../../contracts/account-deletion';
import { accountErasure } from '../../events/users/account-erasure';
import { qotdStream, userStream } from '../../events/streams';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { decoyCredential, verifyPassword } from '../../infra/accounts/passwords';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import { SessionsRepository } from '../../infra/accounts/sessions.repository';
import {
  type EventStore,
  HistoryErasureNotSupportedError,
  type StreamAppend,
} from '../../infra/event-store/event-store.port';
import { ProfileImages } from '../../infra/uploads/profile-images';
import { EVENT_STORE } from '../../infra/tokens';
import { imagesShown } from '../profile-images';
import { qotdDecider } from '../qotd/qotd.decider';
import { StreamWriter } from '../stream-writer';
import { UserStreams } from './account-services';
import { decideAccountDeletion } from './account-deletion.decider';
import { AUTHORED_CONTENT, type AuthoredContent } from './authored-content.port';
import { DeleteAccount } from './delete-account.command';

/**
 * Deletes an account: the removals (when asked) and the record of the deletion are appended, and
 * the account's personal data erased from the history, in one transaction; the sessions, secrets
 * and the file of every photo the profile ever showed, kept outside the history, go too. Logging in
 * with the email then fails as for an unknown one.
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount> {
  constructor(
    private readonly users: UserStreams,
    private readonly writer: StreamWriter,
    private readonly credentials: CredentialsRepository,
    private readonly sessions: SessionsRepository,
    private readonly resetCodes: ResetCodesRepository,
    private readonly images: ProfileImages,
    @Inject(AUTHORED_CONTENT) private readonly content: AuthoredContent,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ uid, password, removeContent, context }: DeleteAccount) {
    const account = await this.users.state(uid);
    // Checked like a login (a decoy hash when none is stored), so the answer takes as long either way.
    const { ok } = await verifyPassword(password, (await this.credentials.find(uid)) ?? (await decoyCredential()));
    if (!ok) throw new WrongSecretError('validation', ACCOUNT_DELETION_MESSAGES.wrongPassword);
    const authored = removeContent ? await this.content.byAuthor(uid) : [];
    const contactMessages = account.exists ? await this.content.messagesFrom(account.email, 'contact') : [];
    const expertMessages = account.exists ? await this.content.messagesFrom(account.email, 'expert') : [];
    const now = this.clock.now();
    const decision = decideAccountDeletion(
      { type: 'DeleteAccount', uid, removeContent, authored, contactMessages, expertMessages, now },
      account,
    );
    const images = await this.writer.read(userStream(uid), imagesShown);

    const appends: StreamAppend[] = [...decision.removals, decision.deletion].map(({ streamId, events }) => ({
      streamId,
      events: this.writer.toAppend(streamId, events, context),
      expected: 'any',
    }));
    // Sessions end first, so that no request of the member's can write to the account's stream
    // after it is erased; should the erasure fail, they simply log in again.
    await this.sessions.deleteOthers(uid, null);
    const { position } = await this.store
      .eraseFromHistory(appends, accountErasure(decision.deletion.events[0]!.data))
      .catch((error: unknown) => {
        // EventStoreDB cannot erase what it stored: nothing was written, and the member is told so.
        if (error instanceof HistoryErasureNotSupportedError)
          throw new DomainError('unavailable', ACCOUNT_DELETION_MESSAGES.unavailable);
        throw error;
      });

    await this.credentials.delete(uid);
    await this.resetCodes.discard(uid);
    await Promise.all(images.map((img) => this.images.remove(img)));
    // A removed question also leaves the question-of-the-day cycle, as when the moderators remove one.
    let last = position;
    for (const { events } of decision.removals) {
      for (const { data } of events) {
        if (data.kind !== 'qnas') continue;
        const withdrawal = await this.writer.decide(
          qotdStream(),
          qotdDecider,
          { type: 'WithdrawQuestion', questionId: data.id, now },
          context,
        );
        last = withdrawal.appended?.position ?? last;
      }
    }
    return { position: last };
  }
}
