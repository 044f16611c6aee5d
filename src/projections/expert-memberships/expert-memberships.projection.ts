import { sql, type Transaction } from 'kysely';
import type { PostEvent } from '../../events/content/posts.events';
import { defineProjection, type EventHandler, type ProjectedEvent } from '../projection';
import type { ReadModel } from '../read-model';

type Submission = ProjectedEvent<PostEvent['type'] | 'AnswerAdded'>;

/** A post or answer counts as an expert's submission when it is theirs by name. */
const isExpertsOwn = ({ data: d }: Submission) => d.authorRole === 'Expert' && d.pseudonym === undefined;

const SUBMISSIONS: ReadonlySet<string> = new Set<Submission['type']>([
  'ArticlePosted',
  'BookPosted',
  'VideoPosted',
  'QuestionPosted',
  'AnswerAdded',
]);
const isSubmission = (event: ProjectedEvent): event is Submission => SUBMISSIONS.has(event.type);

const posted: EventHandler<PostEvent['type']> = async (trx, d, event) => {
  if (isExpertsOwn(event)) await submitted(trx, d.authorId, d.postedAt, event.metadata.at);
};

/**
 * Each expert's renew date and payment, and their last content submission (posts and answers by an
 * author with the Expert role; submissions from before the role are carried in by the activation).
 * What an expert posts under a pseudonym is not theirs here, as on their profile: the time of the
 * submission beside their uid would name them as its author. The date only narrows the daily job's
 * search, so it may count more than contributions do (a question): the job's command counts the
 * contributions themselves.
 */
export const expertMembershipsProjection = defineProjection({
  name: 'expert-memberships',
  tables: ['expert_memberships'],
  // Members' posts and answers, and experts' under a pseudonym, submit nothing here.
  passesBy: (event) => isSubmission(event) && !isExpertsOwn(event),
  on: {
    ArticlePosted: posted,
    BookPosted: posted,
    VideoPosted: posted,
    QuestionPosted: posted,
    AnswerAdded: async (trx, d, event) => {
      if (isExpertsOwn(event)) await submitted(trx, d.authorId, d.addedAt, event.metadata.at);
    },
    MembershipActivated: async (trx, d, { metadata: { at } }) => {
      await upsert(
        trx,
        { uid: d.uid, renew_at: d.renewAt, paid: 0, lapsed: false, updated_at: at },
        d.lastSubmissionAt,
      );
    },
    MembershipRenewed: async (trx, d, { metadata: { at } }) => {
      await upsert(
        trx,
        { uid: d.uid, renew_at: d.renewAt, paid: 0, lapsed: false, updated_at: at },
        d.lastSubmissionAt,
      );
    },
    MembershipPaid: async (trx, d, { metadata: { at } }) => {
      await upsert(trx, { uid: d.uid, renew_at: d.renewAt, paid: 1, lapsed: false, updated_at: at }, null);
    },
    MembershipExpired: async (trx, d, { metadata: { at } }) => {
      // Only the lapse of the current renew date: a replay never undoes a later renewal.
      await trx
        .updateTable('expert_memberships')
        .set({ paid: 0, lapsed: true, updated_at: at })
        .where('uid', '=', d.uid)
        // The event's ISO string, which Postgres reads as a timestamptz like the column's.
        .where('renew_at', '=', sql<Date>`${d.renewAt}`)
        .execute();
    },
    // The membership goes with the account (its events went with the account's stream).
    AccountDeleted: async (trx, d) => {
      await trx.deleteFrom('expert_memberships').where('uid', '=', d.uid).execute();
    },
  },
});

interface MembershipRow {
  uid: number;
  renew_at: string;
  paid: number;
  lapsed: boolean;
  updated_at: string;
}

async function upsert(trx: Transaction<ReadModel>, row: MembershipRow, lastSubmissionAt: string | null): Promise<void> {
  await trx
    .insertInto('expert_memberships')
    .values({ ...row, last_submission_at: lastSubmissionAt })
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet({
        renew_at: row.renew_at,
        paid: row.paid,
        lapsed: row.lapsed,
        updated_at: row.updated_at,
        last_submission_at: sql`greatest(expert_memberships.last_submission_at, excluded.last_submission_at)`,
      }),
    )
    .execute();
}

/** Idempotent: the latest submission wins, whatever order a replay brings. */
async function submitted(trx: Transaction<ReadModel>, uid: number, submittedAt: string, at: string): Promise<void> {
  await sql`
    insert into expert_memberships (uid, last_submission_at, updated_at) values (${uid}, ${submittedAt}, ${at})
    on conflict (uid) do update set
      last_submission_at = greatest(expert_memberships.last_submission_at, excluded.last_submission_at),
      updated_at = excluded.updated_at`.execute(trx);
}
