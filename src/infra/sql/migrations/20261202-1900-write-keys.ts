import { type Kysely, sql } from 'kysely';

// The idempotency keys of writes, recorded by the append that stores the write (es_append_keyed: one
// statement, so a committed write always has its key and a write that did not commit has none). The
// key is a hash of member, route and key, so that the table names no member; `status` and `body` are
// the first answer, written once it is sent (null until then, or if it never could be).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table es_write_keys (
      key_hash text primary key,
      request_hash text not null,
      created_at timestamptz not null default now(),
      status integer,
      body text
    )`.execute(db);
  await sql`create index es_write_keys_created_at on es_write_keys (created_at)`.execute(db);
  await sql`
    create function es_append_keyed(p_stream text, p_expected text, p_expected_revision bigint, p_events jsonb,
      p_key_hash text, p_request_hash text, p_key_hours integer,
      out revision bigint, out tx_id text, out last_position bigint) language plpgsql as $$
    begin
      select a.revision, a.tx_id, a.last_position into revision, tx_id, last_position
        from es_append(p_stream, p_expected, p_expected_revision, p_events) a;
      if revision is null then return; end if;
      -- An expired key counts as new; a live one makes this insert fail and the whole append with it.
      delete from es_write_keys
        where key_hash = p_key_hash and created_at < now() - make_interval(hours => p_key_hours);
      insert into es_write_keys (key_hash, request_hash) values (p_key_hash, p_request_hash);
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function es_append_keyed(text, text, bigint, jsonb, text, text, integer)`.execute(db);
  await sql`drop table es_write_keys`.execute(db);
}
