import { type Kysely, sql } from 'kysely';

// Members are shown under a handle until they choose a username (contracts/member-handles): the
// users table keeps each member's handle, and whether they closed My Account's invitation to
// choose a name. Rows of accounts registered before get the handle derived from their uid, and
// those still named "Anonymous" (none chosen) take its name, in users and experts alike: what a
// rebuild of the projections gives. The derivation is written out here, as it was when frozen.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column handle integer`.execute(db);
  await sql`update users set handle = 100000 + ((uid::bigint % 900000) * 7919) % 900000`.execute(db);
  await sql`alter table users alter column handle set not null`.execute(db);
  await sql`update users set username = 'Member ' || handle where username = 'Anonymous'`.execute(db);
  await sql`update experts e set username = u.username from users u where u.uid = e.uid and e.username = 'Anonymous'`.execute(
    db,
  );
  await sql`alter table users add column username_invite_dismissed boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update experts e set username = 'Anonymous' from users u where u.uid = e.uid and e.username = 'Member ' || u.handle`.execute(
    db,
  );
  await sql`update users set username = 'Anonymous' where username = 'Member ' || handle`.execute(db);
  await sql`alter table users drop column username_invite_dismissed`.execute(db);
  await sql`alter table users drop column handle`.execute(db);
}
