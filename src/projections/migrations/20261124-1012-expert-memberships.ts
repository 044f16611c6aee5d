import { type Kysely, sql } from 'kysely';

// Each expert's membership: listed while renew_at > now(). `lapsed` marks a recorded expiry so that
// the daily job does not look at long-lapsed memberships again.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table expert_memberships (
      uid integer primary key,
      renew_at timestamptz,
      paid integer not null default 0,
      last_submission_at timestamptz,
      updated_at timestamptz,
      lapsed boolean not null default false
    )`.execute(db);
  await sql`create index expert_memberships_renew_at on expert_memberships (renew_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table expert_memberships`.execute(db);
}
