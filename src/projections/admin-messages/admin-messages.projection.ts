import type { Kysely } from 'kysely';
import type { AdminMessageEvent } from '../../events/messages/admin-messages.events';
import type { AccountDeletedData, AccountDeletionEvent } from '../../events/users/account-deletion.events';
import { ERASED_SENDER } from '../../events/users/account-erasure';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Data<T extends AdminMessageEvent['type']> = Extract<AdminMessageEvent, { type: T }>['data'];

/** The administrators' inbox of Contact Us messages, bug reports and messages from the Experts page. */
export const adminMessagesProjection: Projection = {
  name: 'admin-messages',
  handles: new Set<(AdminMessageEvent | AccountDeletionEvent)['type']>([
    'ContactMessageReceived',
    'BugReported',
    'ExpertMessageReceived',
    'AdminMessageRead',
    'AccountDeleted',
  ]),
  tables: ['admin_messages'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type as (AdminMessageEvent | AccountDeletionEvent)['type']) {
    case 'ContactMessageReceived': {
      const d = event.data as Data<'ContactMessageReceived'>;
      return receive(trx, {
        id: event.streamId,
        kind: 'contact',
        name: d.name,
        email: d.email,
        message: d.message,
        received_at: d.receivedAt,
      });
    }
    case 'BugReported': {
      const d = event.data as Data<'BugReported'>;
      return receive(trx, {
        id: event.streamId,
        kind: 'bug',
        message: d.text,
        page: d.page,
        user_agent: d.userAgent,
        reporter_id: d.reporterId,
        received_at: d.reportedAt,
      });
    }
    case 'ExpertMessageReceived': {
      const d = event.data as Data<'ExpertMessageReceived'>;
      return receive(trx, {
        id: event.streamId,
        kind: 'expert',
        email: d.email,
        location: d.location || null,
        message: d.message,
        received_at: d.receivedAt,
      });
    }
    case 'AdminMessageRead': {
      const d = event.data as Data<'AdminMessageRead'>;
      await trx.updateTable('admin_messages').set({ read_at: d.readAt }).where('id', '=', event.streamId).execute();
      return;
    }
    // A deleted account's bug reports, Contact Us and Experts page messages stay, no longer saying
    // who sent them (as the redacted history has them).
    case 'AccountDeleted': {
      // expertMessages is absent from deletions recorded before Experts page messages were kept.
      const { uid, contactMessages, expertMessages = [] } = event.data as AccountDeletedData;
      await trx.updateTable('admin_messages').set({ reporter_id: null }).where('reporter_id', '=', uid).execute();
      const sent = [...contactMessages, ...expertMessages];
      if (sent.length > 0) await trx.updateTable('admin_messages').set(ERASED_SENDER).where('id', 'in', sent).execute();
      return;
    }
  }
}

/** A message arrives in the inbox once: a replayed event finds its row. */
async function receive(trx: Kysely<any>, row: Record<string, unknown>): Promise<void> {
  await trx
    .insertInto('admin_messages')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
