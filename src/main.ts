import { ConfigError, type Config, loadConfig } from './config/config';
import { createApp } from './app';
import { HealthServer, separateHealthPort } from './http/health-server';
import { checkDependencies } from './infra/dependencies/check-dependencies';
import { UnreachableDependenciesError } from './infra/dependencies/unreachable-dependencies';
import { createLogger, STDERR } from './infra/logging/create-logger';
import { outboxWarning } from './infra/mail/outbox-warning';
import { DataFolderInUseError } from './infra/sql/data-folder-lock';
import { claimEmbeddedDatabase } from './infra/sql/database';

/** The one line a start-up logs: where the site and the health checks listen, and what this process runs. */
function startupMessage(config: Config, healthPort: number | null): string {
  const runs = `profile ${config.profile}, roles ${config.roles.join(', ')}`;
  const health = healthPort === null ? '' : `health checks on ${config.host}:${healthPort}; `;
  if (config.roles.includes('api'))
    return `Listening on ${config.host}:${config.port} (${config.publicUrl}); ${health}${runs}`;
  return healthPort === null
    ? `Started without HTTP; ${runs}`
    : `Serving only health checks, on ${config.host}:${healthPort}; ${runs}`;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  claimEmbeddedDatabase(config, config.roles);
  // Compose starts the site once its dependencies are healthy and restarts it when it exits, so a
  // dependency that does not answer ends the start-up at once rather than being waited for.
  await checkDependencies(config);
  const logger = createLogger(config.logLevel);
  const app = await createApp(config, logger);
  if (config.roles.includes('api')) await app.listen({ port: config.port, host: config.host });
  const healthPort = separateHealthPort(config);
  const listening = healthPort === null ? null : await app.get(HealthServer).listen(healthPort, config.host);
  logger.info(startupMessage(config, listening));
  const mailWarning = outboxWarning(config);
  if (mailWarning) logger.warn(mailWarning);
}

main().catch((error: unknown) => {
  // Whatever LOG_LEVEL says, a failed start-up is told, on standard error.
  const logger = createLogger('fatal', STDERR);
  if (error instanceof UnreachableDependenciesError) for (const line of error.lines) logger.fatal(line);
  else logger.fatal(error instanceof ConfigError || error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
