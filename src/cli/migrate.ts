import { loadConfig } from '../config/config';
import { checkDependencies } from '../infra/dependencies/check-dependencies';
import { openDatabase } from '../infra/sql/database';
import { migrateToLatest } from '../infra/sql/migrate';
import { runCli } from './cli-app';

runCli(async () => {
  const config = { ...loadConfig(process.env), roles: [] };
  // The schema lives in PostgreSQL alone: Redis or EventStoreDB being away does not stop a migration.
  await checkDependencies({ databaseUrl: config.databaseUrl, redisUrl: null, eventStoreUrl: null });
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
  } finally {
    await database.close();
  }
});
