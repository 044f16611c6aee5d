import { type Kysely, sql } from 'kysely';

// The revisions show each version's topics, so that a change of topics is seen like a change of
// words. A version recorded before this has none known (null, shown without topics): what it had is
// in its event, and `npm run projections:rebuild revisions` fills it in.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table revisions add column categories jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table revisions drop column categories`.execute(db);
}
