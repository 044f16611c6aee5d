import { type Kysely, sql } from 'kysely';

// Anonymous drafts as administrators see them (no body text) and as the purge finds them. A row
// goes when the draft's stream is erased, a day after the draft was claimed or discarded.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table drafts (
      draft_id text primary key,
      kind text not null,
      title text not null,
      saved_at timestamptz not null,
      status text not null check (status in ('pending', 'claimed', 'discarded')),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index drafts_by_status on drafts (status, saved_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table drafts`.execute(db);
}
