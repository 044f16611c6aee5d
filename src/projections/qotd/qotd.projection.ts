import type { Kysely } from 'kysely';
import type { QotdEvent } from '../../events/qotd/qotd.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Data<T extends QotdEvent['type']> = Extract<QotdEvent, { type: T }>['data'];

/** The administrators' QOTD table and the current question of the day. */
export const qotdProjection: Projection = {
  name: 'qotd',
  handles: new Set<QotdEvent['type']>(['QuestionAddedToQotdCycle', 'QuestionRemovedFromQotdCycle', 'QotdActivated']),
  tables: ['qotd_entries'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'QuestionAddedToQotdCycle':
    case 'QuestionRemovedFromQotdCycle': {
      const { questionId } = event.data as Data<'QuestionAddedToQotdCycle'>;
      const available = event.type === 'QuestionAddedToQotdCycle';
      // Leaving the cycle keeps the row: its use counts stay visible to the administrators.
      await trx
        .insertInto('qotd_entries')
        .values({ question_id: questionId, available })
        .onConflict((oc) => oc.column('question_id').doUpdateSet({ available }))
        .execute();
      return;
    }
    case 'QotdActivated': {
      const d = event.data as Data<'QotdActivated'>;
      await trx.updateTable('qotd_entries').set({ active: false }).where('active', '=', true).execute();
      await trx
        .insertInto('qotd_entries')
        .values({ question_id: d.questionId, available: true, times_used: 1, last_used: d.activatedAt, active: true })
        .onConflict((oc) =>
          oc
            .column('question_id')
            .doUpdateSet((eb) => ({
              times_used: eb('qotd_entries.times_used', '+', 1),
              last_used: d.activatedAt,
              active: true,
            })),
        )
        .execute();
      return;
    }
  }
}
