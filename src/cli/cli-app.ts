import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module';
import { DomainError } from '../common/domain-error';
import { ConfigError, loadConfig, type Config, type ProcessRole } from '../config/config';
import { checkDependencies } from '../infra/dependencies/check-dependencies';
import { UnreachableDependenciesError } from '../infra/dependencies/unreachable-dependencies';
import { DataFolderInUseError } from '../infra/sql/data-folder-lock';
import { claimEmbeddedDatabase } from '../infra/sql/database';
import { createLogger } from '../infra/logging/create-logger';
import { nestLoggerOver } from '../infra/logging/nest-logger';
import { CliError, type CommandLine, type CommandSpec, helpText, parseCommandLine, UsageError } from './command-line';

/** The application without HTTP or workers (and without the projector unless asked): for one-off operator commands. */
export async function openCliApp(
  roles: ProcessRole[] = [],
  env: Record<string, string | undefined> = process.env,
): Promise<{ app: INestApplicationContext; config: Config }> {
  const config: Config = { ...loadConfig(env), roles };
  claimEmbeddedDatabase(config, roles);
  await checkDependencies(config);
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), {
    logger: nestLoggerOver(logger),
  });
  return { app, config };
}

/**
 * Runs an operator command: `--help` prints its help and does nothing else; a command line it does
 * not take, or a refusal, is told in one line on standard error with a non-zero exit status.
 */
export function runCommand(spec: CommandSpec, main: (line: CommandLine) => Promise<void>): void {
  const run = async () => {
    const line = parseCommandLine(spec, process.argv.slice(2));
    if (line === 'help') process.stdout.write(helpText(spec));
    else await main(line);
  };
  // Exits when done: an application context may leave connections that would keep the process up.
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(toldToOperator(error));
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}

function toldToOperator(error: unknown): unknown {
  if (error instanceof UsageError) return `${error.message} Run with --help to see what the command takes.`;
  const refusal = [CliError, ConfigError, DataFolderInUseError, DomainError, UnreachableDependenciesError].some(
    (kind) => error instanceof kind,
  );
  return refusal ? (error as Error).message : error;
}
