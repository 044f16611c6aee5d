import { openPGlite, type SqlDatabase } from '../sql/database';
import { migrateJustBefore } from '../../../test/support/migrate-just-before';
import { migrateToLatest } from '../sql/migrate';
import { coreMigrations } from '../sql/migrations';
import type { AccountTables } from './account-tables';

const MIGRATION = '20261205-0900-reset-codes-per-request';
const later = new Date(Date.now() + 60_000);

describe('the reset codes per request migration', () => {
  let database: SqlDatabase<AccountTables>;
  beforeEach(async () => {
    database = await openPGlite<AccountTables>();
    await migrateJustBefore(database.db, coreMigrations, MIGRATION);
  });
  afterEach(() => database.close());

  it('keeps the pending code, and lets an account hold one code per request', async () => {
    await database.db.insertInto('reset_codes').values({ user_id: 7, code_hash: 'a', expires_at: later }).execute();
    await migrateToLatest(database.db, coreMigrations);
    await database.db.insertInto('reset_codes').values({ user_id: 7, code_hash: 'b', expires_at: later }).execute();
    const codes = await database.db.selectFrom('reset_codes').select('code_hash').orderBy('code_hash').execute();
    expect(codes).toEqual([{ code_hash: 'a' }, { code_hash: 'b' }]);
  });
});
