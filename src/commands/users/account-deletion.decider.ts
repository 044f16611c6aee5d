import { DomainError } from '../../common/domain-error';
import { PROJECTION_NAMES } from '../../common/projection-names';
import { WrongSecretError } from '../../common/wrong-secret';
import { ACCOUNT_DELETION_MESSAGES } from '../../contracts/account-deletion';
import type { AccountDeletionEvent } from '../../events/users/account-deletion.events';
import type { ModerationEvent } from '../../events/content/moderation.events';
import { accountErasure } from '../../events/users/account-erasure';
import { accountDeletionsStream, qotdStream, userStream } from '../../events/streams';
import { isPostKind } from '../../contracts/moderation';
import { CredentialsRepository } from '../../infra/accounts/credentials.repository';
import { decoyCredential, verifyPassword } from '../../infra/accounts/passwords';
import { ResetCodesRepository } from '../../infra/accounts/reset-codes.repository';
import { SessionsRepository } from '../../infra/accounts/sessions.repository';
import {
  type EventStore,
  HistoryErasureNotSupportedError,
  type StreamAppend,
} from '../../infra/event-store/event-store.port';
import { EVENT_STORE } from '../../infra/tokens';
import { ProfileImages } from '../../infra/uploads/profile-images';
import type { Write } from '../define-write';
import { contentStreamOf } from '../moderation/reported-content';
import { imagesShown } from '../profile-images';
import { qotdDecider } from '../qotd/qotd.decider';
import { UserStreams } from './account-services';
import { AUTHORED_CONTENT, type AuthoredContent, type AuthoredItem } from './authored-content.port';
import type { UserState } from './users.decider';

export interface DeleteAccountCommand {
  type: 'DeleteAccount';
  uid: number;
  removeContent: boolean;
  /** The member's posts, comments and answers still shown (only asked for when removeContent). */
  authored: readonly AuthoredItem[];
  /** The Contact Us messages sent from the account's email, whose sender is erased. */
  contactMessages: readonly string[];
  /** The Experts page messages sent with the account's email, whose email is erased. */
  expertMessages: readonly string[];
  now: Date;
}

/** Events for one stream. */
export interface StreamEvents<E> {
  streamId: string;
  events: E[];
}

export interface AccountDeletionDecision {
  /** Removals of the member's content, in the streams that hold it (each post's own); none when it stays. */
  removals: StreamEvents<ModerationEvent>[];
  /** The record of the deletion, last: its position covers the removals. */
  deletion: StreamEvents<AccountDeletionEvent>;
}

/**
 * Deleting an account, decided on the account's state (folded from its own stream). The removals
 * reuse the moderators' ContentRemoved, with no report and no reason, so every read model that drops
 * removed content drops these alike.
 */
export function decideAccountDeletion(command: DeleteAccountCommand, account: UserState): AccountDeletionDecision {
  if (!account.exists || account.uid !== command.uid) throw new DomainError('not_found', 'No such account.');
  const removedAt = command.now.toISOString();
  const byStream = new Map<string, ModerationEvent[]>();
  if (command.removeContent) {
    for (const item of command.authored) {
      const streamId = contentStreamOf(item, item.parent);
      if (!streamId) continue;
      const removal: ModerationEvent = {
        type: 'ContentRemoved',
        data: { kind: item.kind, id: item.id, reportId: null, reason: null, removedAt },
      };
      byStream.set(streamId, [...(byStream.get(streamId) ?? []), removal]);
    }
  }
  return {
    removals: [...byStream].map(([streamId, events]) => ({ streamId, events })),
    deletion: {
      streamId: accountDeletionsStream(),
      events: [
        {
          type: 'AccountDeleted',
          data: {
            uid: command.uid,
            removeContent: command.removeContent,
            contactMessages: [...command.contactMessages],
            expertMessages: [...command.expertMessages],
            removedPosts: command.removeContent
              ? command.authored.flatMap((item) => (isPostKind(item.kind) ? [{ kind: item.kind, id: item.id }] : []))
              : [],
            deletedAt: removedAt,
          },
        },
      ],
    },
  };
}

/**
 * The member deletes their own account, confirming with their password: the removals (when asked) and the record of
 * the deletion are appended, and the account's personal data erased from the history, in one transaction; the
 * sessions, secrets and the file of every photo the profile ever showed, kept outside the history, go too. Logging in
 * with the email then fails as for an unknown one. Not one decision on one stream (an erasure across several, then the
 * question-of-the-day's), so written out as a Write's decide.
 */
export const deleteAccount: Write<{ uid: number; password: string; removeContent: boolean }> = {
  name: 'DeleteAccount',
  // Erasure reaches every read table before the member is told it is done.
  nextReads: PROJECTION_NAMES,
  async decide({ get, writer }, { uid, password, removeContent }, context, now) {
    const credentials = get(CredentialsRepository);
    const content = get<AuthoredContent>(AUTHORED_CONTENT);
    const account = await get(UserStreams).state(uid);
    // Checked like a login (a decoy hash when none is stored), so the answer takes as long either way.
    const { ok } = await verifyPassword(password, (await credentials.find(uid)) ?? (await decoyCredential()));
    if (!ok) throw new WrongSecretError('validation', ACCOUNT_DELETION_MESSAGES.wrongPassword);
    const authored = removeContent ? await content.byAuthor(uid) : [];
    const contactMessages = account.exists ? await content.messagesFrom(account.email, 'contact') : [];
    const expertMessages = account.exists ? await content.messagesFrom(account.email, 'expert') : [];
    const decision = decideAccountDeletion(
      { type: 'DeleteAccount', uid, removeContent, authored, contactMessages, expertMessages, now },
      account,
    );
    const images = await writer.read(userStream(uid), imagesShown);

    const appends: StreamAppend[] = [...decision.removals, decision.deletion].map(({ streamId, events }) => ({
      streamId,
      events: writer.toAppend(streamId, events, context),
      expected: 'any',
    }));
    // Sessions end first, so that no request of the member's can write to the account's stream
    // after it is erased; should the erasure fail, they simply log in again.
    await get(SessionsRepository).deleteOthers(uid, null);
    const { position } = await get<EventStore>(EVENT_STORE)
      .eraseFromHistory(appends, accountErasure(decision.deletion.events[0]!.data))
      .catch((error: unknown) => {
        // EventStoreDB cannot erase what it stored: nothing was written, and the member is told so.
        if (error instanceof HistoryErasureNotSupportedError)
          throw new DomainError('unavailable', ACCOUNT_DELETION_MESSAGES.unavailable);
        throw error;
      });

    await credentials.delete(uid);
    await get(ResetCodesRepository).discard(uid);
    const profileImages = get(ProfileImages);
    await Promise.all(images.map((img) => profileImages.remove(img)));
    // A removed question also leaves the question-of-the-day cycle, as when the moderators remove one.
    let last = position;
    for (const { events } of decision.removals) {
      for (const { data } of events) {
        if (data.kind !== 'qnas') continue;
        const withdrawal = await writer.decide(
          qotdStream(),
          qotdDecider,
          { type: 'WithdrawQuestion', questionId: data.id, now },
          context,
        );
        last = withdrawal.appended?.position ?? last;
      }
    }
    return { position: last };
  },
};
