import { type Kysely, sql } from 'kysely';

// Lists sort by Top: the sum of the votes on a post's comments or answers (what readers rated in
// its conversation), kept by the conversations projection beside `reply_count`. The posts of a
// running site take theirs from the replies table, as a rebuild would. Each sort reads its page
// from an index as Newest does: Top by kind and score, Unanswered from the questions with no answers.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts add column reply_score integer not null default 0`.execute(db);
  await sql`
    update posts p set reply_score = s.score
    from (select parent_kind, parent_id, sum(vote)::int as score from replies group by parent_kind, parent_id) s
    where p.kind = s.parent_kind and p.id = s.parent_id and s.score <> 0`.execute(db);
  await sql`create index posts_top on posts (kind, reply_score desc, posted_at desc, id desc)`.execute(db);
  await sql`create index posts_unanswered on posts (posted_at desc, id desc) where kind = 'qnas' and reply_count = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index posts_unanswered`.execute(db);
  await sql`drop index posts_top`.execute(db);
  await sql`alter table posts drop column reply_score`.execute(db);
}
