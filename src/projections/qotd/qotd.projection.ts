import type { Transaction } from 'kysely';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';

/** The administrators' QOTD table and the current question of the day. */
export const qotdProjection = defineProjection({
  name: 'qotd',
  tables: ['qotd_entries'],
  on: {
    QuestionAddedToQotdCycle: (trx, { questionId }) => setAvailable(trx, questionId, true),
    QuestionRemovedFromQotdCycle: (trx, { questionId }) => setAvailable(trx, questionId, false),
    QotdActivated: async (trx, d) => {
      await trx.updateTable('qotd_entries').set({ active: false }).where('active', '=', true).execute();
      await trx
        .insertInto('qotd_entries')
        .values({ question_id: d.questionId, available: true, times_used: 1, last_used: d.activatedAt, active: true })
        .onConflict((oc) =>
          oc.column('question_id').doUpdateSet((eb) => ({
            times_used: eb('qotd_entries.times_used', '+', 1),
            last_used: d.activatedAt,
            active: true,
          })),
        )
        .execute();
    },
  },
});

// Leaving the cycle keeps the row: its use counts stay visible to the administrators.
async function setAvailable(trx: Transaction<ReadModel>, questionId: number, available: boolean): Promise<void> {
  await trx
    .insertInto('qotd_entries')
    .values({ question_id: questionId, available })
    .onConflict((oc) => oc.column('question_id').doUpdateSet({ available }))
    .execute();
}
