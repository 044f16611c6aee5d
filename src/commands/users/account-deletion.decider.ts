import { DomainError } from '../../common/domain-error';
import type { AccountDeletionEvent } from '../../events/users/account-deletion.events';
import type { ModerationEvent } from '../../events/content/moderation.events';
import { accountDeletionsStream } from '../../events/streams';
import { isPostKind } from '../../contracts/moderation';
import { contentStreamOf } from '../moderation/reported-content';
import type { AuthoredItem } from './authored-content.port';
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
