import { loadConfig } from '../config/config';
import { openDatabase } from '../infra/sql/database';
import { migrateToLatest } from '../infra/sql/migrate';
import { runCli } from './cli-app';

runCli(async () => {
  const database = await openDatabase(loadConfig(process.env));
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
  } finally {
    await database.close();
  }
});
