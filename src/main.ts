import { ConfigError, type Config, loadConfig } from './config/config';
import { createApp } from './app';
import { createLogger, STDERR } from './infra/logging/create-logger';
import { DataFolderInUseError } from './infra/sql/data-folder-lock';
import { claimEmbeddedDatabase } from './infra/sql/database';

/** The one line a start-up logs: where the site listens (for a process that serves HTTP) and what this process runs. */
function startupMessage(config: Config): string {
  const runs = `profile ${config.profile}, roles ${config.roles.join(', ')}`;
  return config.roles.includes('api') ? `Listening on ${config.host}:${config.port} (${config.publicUrl}); ${runs}` : `Started without HTTP; ${runs}`;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  claimEmbeddedDatabase(config, config.roles);
  const logger = createLogger(config.logLevel);
  const app = await createApp(config, logger);
  if (config.roles.includes('api')) await app.listen({ port: config.port, host: config.host });
  logger.info(startupMessage(config));
}

main().catch((error: unknown) => {
  // Whatever LOG_LEVEL says, a failed start-up is told, on standard error.
  createLogger('fatal', STDERR).fatal(error instanceof ConfigError || error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
