import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/support/databases';
import { openPGlite, openPostgres, type SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { openSearchDatabase, type SearchDatabase } from './search-database';
import { RESULTS_PLAN_SETTINGS } from './search.sql';

const NAMES = Object.keys(RESULTS_PLAN_SETTINGS);
const settingsNow = sql<Record<string, string>>`select ${sql.join(
  NAMES.map((name) => sql`current_setting(${name}) as ${sql.ref(name)}`),
)}`;
const defaults = { enable_seqscan: 'on' };

// A search's results are planned to read the index (RESULTS_PLAN_SETTINGS): a sequential scan
// would unpack every document. Everything else the site reads must keep the server's own plans.
describe('The connections searches run on', () => {
  it('plan every results statement with the search settings on PostgreSQL, on connections of their own', async () => {
    const created: TestDatabase = await createTestDatabase();
    const shared: SqlDatabase<ReadModel> = openPostgres<ReadModel>(created.url);
    const search: SearchDatabase = openSearchDatabase(shared, created.url);
    try {
      // Side by side, so that several connections open at once, each with its settings first.
      const answers = await Promise.all(Array.from({ length: 8 }, () => search.results(settingsNow)));
      expect(answers.map((rows) => rows[0])).toEqual(Array.from({ length: 8 }, () => RESULTS_PLAN_SETTINGS));
      const { rows } = await settingsNow.execute(shared.db);
      expect(rows[0]).toMatchObject(defaults);
    } finally {
      await search.close();
      await shared.close();
      await created.drop();
    }
  });

  it('plan every results statement with the search settings on the embedded database, and only those', async () => {
    const embedded = await openPGlite<ReadModel>();
    const search = openSearchDatabase(embedded, null);
    try {
      expect((await search.results(settingsNow))[0]).toEqual(RESULTS_PLAN_SETTINGS);
      const { rows } = await settingsNow.execute(embedded.db);
      expect(rows[0]).toMatchObject(defaults);
    } finally {
      await search.close();
      await embedded.close();
    }
  });
});
