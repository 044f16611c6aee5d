import { loadConfig } from '../config/config';
import { openDatabase } from '../infra/sql/database';
import { migrateToLatest } from '../infra/sql/migrate';
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
    const database = await openDatabase(loadConfig(process.env));
    try {
      const applied = await migrateToLatest(database.db);
      console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
    } finally {
      await database.close();
    }
  },
);
