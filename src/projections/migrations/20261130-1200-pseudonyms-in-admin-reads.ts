import { type Kysely, sql } from 'kysely';

// Administrators' reads name no author of an item posted under a pseudonym (see
// contracts/pseudonyms.ts). The event history keeps its own sealed record of who wrote what under a
// pseudonym, by the names its events refer to the items with (a stream, a notification id); the
// notifications projection marks such posts, so the Database screen can leave their authors out.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_pseudonymous_authors (
      name text primary key,
      author_id integer not null
    )`.execute(db);
  await sql`create index audit_pseudonymous_authors_author on audit_pseudonymous_authors (author_id)`.execute(db);
  await sql`alter table notification_posts add column pseudonymous boolean not null default false`.execute(db);
  await sql`
    update notification_posts p set pseudonymous = true
    from pseudonymous_authors a where a.kind = p.kind and a.id = p.id`.execute(db);
  // A history recorded before, and memberships that counted posts under a pseudonym, are replayed
  // once by the projector under the new rules; an empty site has nothing to replay.
  await sql`
    insert into projection_rebuilds (name, requested_at)
    select name, now() from (values ('audit'), ('expert-memberships')) as p (name)
    where exists (select 1 from audit_events)
    on conflict (name) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table notification_posts drop column pseudonymous`.execute(db);
  await sql`drop table audit_pseudonymous_authors`.execute(db);
}
