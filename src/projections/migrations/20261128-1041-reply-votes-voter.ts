import { type Kysely, sql } from 'kysely';

// "Download my data" lists a member's votes: without this, every export would read every vote.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index reply_votes_voter on reply_votes (voter_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index reply_votes_voter`.execute(db);
}
