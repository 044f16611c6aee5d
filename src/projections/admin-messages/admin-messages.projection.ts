import type { Insertable, Transaction } from 'kysely';
import { ERASED_SENDER } from '../../events/users/account-erasure';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';
import type { AdminMessagesTable } from './admin-messages.tables';

/** The administrators' inbox of Contact Us messages, bug reports and messages from the Experts page. */
export const adminMessagesProjection = defineProjection({
  name: 'admin-messages',
  tables: ['admin_messages'],
  on: {
    ContactMessageReceived: (trx, d, event) =>
      receive(trx, {
        id: event.streamId,
        kind: 'contact',
        name: d.name,
        email: d.email,
        message: d.message,
        received_at: d.receivedAt,
      }),
    BugReported: (trx, d, event) =>
      receive(trx, {
        id: event.streamId,
        kind: 'bug',
        message: d.text,
        page: d.page,
        user_agent: d.userAgent,
        reporter_id: d.reporterId,
        received_at: d.reportedAt,
      }),
    ExpertMessageReceived: (trx, d, event) =>
      receive(trx, {
        id: event.streamId,
        kind: 'expert',
        email: d.email,
        location: d.location || null,
        message: d.message,
        received_at: d.receivedAt,
      }),
    AdminMessageRead: async (trx, d, event) => {
      await trx.updateTable('admin_messages').set({ read_at: d.readAt }).where('id', '=', event.streamId).execute();
    },
    // A deleted account's bug reports, Contact Us and Experts page messages stay, no longer saying
    // who sent them (as the redacted history has them).
    // expertMessages is absent from deletions recorded before Experts page messages were kept.
    AccountDeleted: async (trx, { uid, contactMessages, expertMessages = [] }) => {
      await trx.updateTable('admin_messages').set({ reporter_id: null }).where('reporter_id', '=', uid).execute();
      const sent = [...contactMessages, ...expertMessages];
      if (sent.length > 0) await trx.updateTable('admin_messages').set(ERASED_SENDER).where('id', 'in', sent).execute();
    },
  },
});

/** A message arrives in the inbox once: a replayed event finds its row. */
async function receive(trx: Transaction<ReadModel>, row: Insertable<AdminMessagesTable>): Promise<void> {
  await trx
    .insertInto('admin_messages')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
