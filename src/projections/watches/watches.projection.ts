import type { Transaction } from 'kysely';
import type { WatchKind } from '../../contracts/watching';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';

/** Whether `uid` asked question `questionId` under a pseudonym: their watch of it would name them beside it. */
const asksUnderPseudonym = async (trx: Transaction<ReadModel>, uid: number, questionId: number) =>
  (await trx
    .selectFrom('watches_pseudonymous_askers')
    .select('uid')
    .where('question_id', '=', questionId)
    .where('uid', '=', uid)
    .executeTakeFirst()) !== undefined;

const watch = async (trx: Transaction<ReadModel>, uid: number, kind: WatchKind, targetId: number, at: string) => {
  // The asker watching again after unwatching is still the asker: the row stays concealed.
  const pseudonymousAsker = kind === 'question' && (await asksUnderPseudonym(trx, uid, targetId));
  await trx
    .insertInto('watches')
    .values({ uid, kind, target_id: targetId, watched_at: at, pseudonymous_asker: pseudonymousAsker })
    .onConflict((oc) =>
      oc.columns(['uid', 'kind', 'target_id']).doUpdateSet({ watched_at: at, pseudonymous_asker: pseudonymousAsker }),
    )
    .execute();
};

/** A question that left the site takes its watchers, and its asker's record, along. */
const forgetQuestion = async (trx: Transaction<ReadModel>, questionId: number) => {
  await trx.deleteFrom('watches').where('kind', '=', 'question').where('target_id', '=', questionId).execute();
  await trx.deleteFrom('watches_pseudonymous_askers').where('question_id', '=', questionId).execute();
};

const unwatch = (trx: Transaction<ReadModel>, uid: number, kind: WatchKind, targetId: number) =>
  trx.deleteFrom('watches').where('uid', '=', uid).where('kind', '=', kind).where('target_id', '=', targetId).execute();

/**
 * Each member's watched questions and topics. Asking a question watches it (from QuestionPosted,
 * until the asker unwatches it); a question the moderators removed or its asker deleted leaves every
 * list (one kept for its answers takes no more), and a deleted account's watches go with it.
 */
export const watchesProjection = defineProjection({
  name: 'watches',
  // The second is sealed: who asked which question under a pseudonym, which the first's rows hide.
  tables: ['watches', 'watches_pseudonymous_askers'],
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
      if (d.pseudonym !== undefined)
        await trx
          .insertInto('watches_pseudonymous_askers')
          .values({ question_id: d.id, uid: d.authorId })
          .onConflict((oc) => oc.column('question_id').doNothing())
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
      if (d.kind === 'qnas') await forgetQuestion(trx, d.id);
    },
    PostDeletedByAuthor: async (trx, d) => {
      if (d.kind === 'qnas') await forgetQuestion(trx, d.id);
    },
    AccountDeleted: async (trx, { uid }) => {
      await trx.deleteFrom('watches').where('uid', '=', uid).execute();
      await trx.deleteFrom('watches_pseudonymous_askers').where('uid', '=', uid).execute();
    },
  },
});
