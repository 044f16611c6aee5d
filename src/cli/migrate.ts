import { loadConfig } from '../config/config';
import { checkDependencies } from '../infra/dependencies/check-dependencies';
import { openDatabase } from '../infra/sql/database';
import type { ReadModel } from '../projections/read-model';
import { migrateToLatest } from '../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../projections/all-migrations';
import { runCommand } from './cli-app';
import { SITE_ENVIRONMENT } from './command-line';

runCommand(
  {
    script: 'migrate',
    direct: 'node dist/cli/migrate.js',
    synopsis: '',
    description: 'Brings the database schema up to date (every start of the site does it too).',
    options: [],
    environment: SITE_ENVIRONMENT.filter((e) => e.name !== 'EVENTSTORE_URL' && e.name !== 'LOG_LEVEL'),
  },
  async () => {
    const config = { ...loadConfig(process.env), roles: [] };
    // The schema lives in PostgreSQL alone: Redis or EventStoreDB being away does not stop a migration.
    await checkDependencies({ databaseUrl: config.databaseUrl, redisUrl: null, eventStoreUrl: null });
    const database = await openDatabase<ReadModel>(config);
    try {
      const applied = await migrateToLatest(database.db, ALL_MIGRATIONS);
      console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
    } finally {
      await database.close();
    }
  },
);
