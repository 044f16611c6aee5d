import type { Transaction } from 'kysely';
import type { WatchKind } from '../../contracts/watching';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';

const watch = (trx: Transaction<ReadModel>, uid: number, kind: WatchKind, targetId: number, at: string) =>
  trx
    .insertInto('watches')
    .values({ uid, kind, target_id: targetId, watched_at: at })
    .onConflict((oc) =>
      oc.columns(['uid', 'kind', 'target_id']).doUpdateSet({ watched_at: at, pseudonymous_asker: false }),
    )
    .execute();

const unwatch = (trx: Transaction<ReadModel>, uid: number, kind: WatchKind, targetId: number) =>
  trx.deleteFrom('watches').where('uid', '=', uid).where('kind', '=', kind).where('target_id', '=', targetId).execute();

/**
 * Each member's watched questions and topics. Asking a question watches it (from QuestionPosted,
 * until the asker unwatches it); a question the moderators removed or its asker deleted leaves every
 * list (one kept for its answers takes no more), and a deleted account's watches go with it.
 */
export const watchesProjection = defineProjection({
  name: 'watches',
  tables: ['watches'],
  on: {
    QuestionPosted: async (trx, d) => {
      await trx
        .insertInto('watches')
        .values({
          uid: d.authorId,
          kind: 'question',
          target_id: d.id,
          watched_at: d.postedAt,
          pseudonymous_asker: d.pseudonym !== undefined,
        })
        .onConflict((oc) => oc.columns(['uid', 'kind', 'target_id']).doNothing())
        .execute();
    },
    QuestionWatched: async (trx, d) => {
      await watch(trx, d.uid, 'question', d.questionId, d.at);
    },
    QuestionUnwatched: async (trx, d) => {
      await unwatch(trx, d.uid, 'question', d.questionId);
    },
    TopicWatched: async (trx, d) => {
      await watch(trx, d.uid, 'topic', d.topicId, d.at);
    },
    TopicUnwatched: async (trx, d) => {
      await unwatch(trx, d.uid, 'topic', d.topicId);
    },
    ContentRemoved: async (trx, d) => {
      if (d.kind === 'qnas')
        await trx.deleteFrom('watches').where('kind', '=', 'question').where('target_id', '=', d.id).execute();
    },
    PostDeletedByAuthor: async (trx, d) => {
      if (d.kind === 'qnas')
        await trx.deleteFrom('watches').where('kind', '=', 'question').where('target_id', '=', d.id).execute();
    },
    AccountDeleted: async (trx, { uid }) => {
      await trx.deleteFrom('watches').where('uid', '=', uid).execute();
    },
  },
});
