import { ConfigError, type Config, loadConfig } from './config/config';
import { createApp } from './app';
import { checkDependencies } from './infra/dependencies/check-dependencies';
import { UnreachableDependenciesError } from './infra/dependencies/unreachable-dependencies';
import { createLogger, STDERR } from './infra/logging/create-logger';

/** The one line a start-up logs: where the site listens (for a process that serves HTTP) and what this process runs. */
function startupMessage(config: Config): string {
  const runs = `profile ${config.profile}, roles ${config.roles.join(', ')}`;
  return config.roles.includes('api') ? `Listening on ${config.host}:${config.port} (${config.publicUrl}); ${runs}` : `Started without HTTP; ${runs}`;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Compose starts the site once its dependencies are healthy and restarts it when it exits, so a
  // dependency that does not answer ends the start-up at once rather than being waited for.
  await checkDependencies(config);
  const logger = createLogger(config.logLevel);
  const app = await createApp(config, logger);
  if (config.roles.includes('api')) await app.listen({ port: config.port, host: config.host });
  logger.info(startupMessage(config));
}

main().catch((error: unknown) => {
  // Whatever LOG_LEVEL says, a failed start-up is told, on standard error.
  const logger = createLogger('fatal', STDERR);
  if (error instanceof UnreachableDependenciesError) for (const line of error.lines) logger.fatal(line);
  else logger.fatal(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
