import { type Kysely, sql } from 'kysely';
import type { ConversationEvent } from '../../events/content/conversations.events';
import type { PostedData, PostEvent } from '../../events/content/posts.events';
import type { MembershipEvent } from '../../events/membership/membership.events';
import type { AccountDeletedData, AccountDeletionEvent } from '../../events/users/account-deletion.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Data<T extends MembershipEvent['type']> = Extract<MembershipEvent, { type: T }>['data'];

const POSTED = new Set<PostEvent['type']>(['ArticlePosted', 'BookPosted', 'VideoPosted', 'QuestionPosted']);
const ANSWERED: ConversationEvent['type'] = 'AnswerAdded';

/**
 * Each expert's renew date and payment, and their last content submission (posts and answers by an
 * author with the Expert role; submissions from before the role are carried in by the activation).
 * What an expert posts under a pseudonym is not theirs here, as on their profile: the time of the
 * submission beside their uid would name them as its author. The date only narrows the daily job's
 * search, so it may count more than contributions do (a question): the job's command counts the
 * contributions themselves.
 */
export const expertMembershipsProjection: Projection = {
  name: 'expert-memberships',
  handles: new Set<string>([
    ...POSTED,
    ANSWERED,
    ...([
      'MembershipActivated',
      'MembershipRenewed',
      'MembershipPaid',
      'MembershipExpired',
    ] satisfies MembershipEvent['type'][]),
    'AccountDeleted' satisfies AccountDeletionEvent['type'],
  ]),
  tables: ['expert_memberships'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  const at = event.metadata.at;
  if (POSTED.has(event.type as PostEvent['type'])) {
    const d = event.data as PostedData;
    if (d.authorRole === 'Expert' && d.pseudonym === undefined) await submitted(trx, d.authorId, d.postedAt, at);
    return;
  }
  switch (event.type) {
    // The membership goes with the account (its events went with the account's stream).
    case 'AccountDeleted':
      await trx
        .deleteFrom('expert_memberships')
        .where('uid', '=', (event.data as AccountDeletedData).uid)
        .execute();
      return;
    case ANSWERED: {
      const d = event.data as Extract<ConversationEvent, { type: 'AnswerAdded' }>['data'];
      if (d.authorRole === 'Expert' && d.pseudonym === undefined) await submitted(trx, d.authorId, d.addedAt, at);
      return;
    }
    case 'MembershipActivated': {
      const d = event.data as Data<'MembershipActivated'>;
      await upsert(
        trx,
        { uid: d.uid, renew_at: d.renewAt, paid: 0, lapsed: false, updated_at: at },
        d.lastSubmissionAt,
      );
      return;
    }
    case 'MembershipRenewed': {
      const d = event.data as Data<'MembershipRenewed'>;
      await upsert(
        trx,
        { uid: d.uid, renew_at: d.renewAt, paid: 0, lapsed: false, updated_at: at },
        d.lastSubmissionAt,
      );
      return;
    }
    case 'MembershipPaid': {
      const d = event.data as Data<'MembershipPaid'>;
      await upsert(trx, { uid: d.uid, renew_at: d.renewAt, paid: 1, lapsed: false, updated_at: at }, null);
      return;
    }
    case 'MembershipExpired': {
      const d = event.data as Data<'MembershipExpired'>;
      // Only the lapse of the current renew date: a replay never undoes a later renewal.
      await trx
        .updateTable('expert_memberships')
        .set({ paid: 0, lapsed: true, updated_at: at })
        .where('uid', '=', d.uid)
        .where('renew_at', '=', d.renewAt)
        .execute();
      return;
    }
  }
}

interface MembershipRow {
  uid: number;
  renew_at: string;
  paid: number;
  lapsed: boolean;
  updated_at: string;
}

async function upsert(trx: Kysely<any>, row: MembershipRow, lastSubmissionAt: string | null): Promise<void> {
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
async function submitted(trx: Kysely<any>, uid: number, submittedAt: string, at: string): Promise<void> {
  await sql`
    insert into expert_memberships (uid, last_submission_at, updated_at) values (${uid}, ${submittedAt}, ${at})
    on conflict (uid) do update set
      last_submission_at = greatest(expert_memberships.last_submission_at, excluded.last_submission_at),
      updated_at = excluded.updated_at`.execute(trx);
}
