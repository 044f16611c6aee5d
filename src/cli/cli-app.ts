import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module';
import { ConfigError, loadConfig, type Config, type ProcessRole } from '../config/config';
import { checkDependencies } from '../infra/dependencies/check-dependencies';
import { UnreachableDependenciesError } from '../infra/dependencies/unreachable-dependencies';
import { createLogger } from '../infra/logging/create-logger';
import { nestLoggerOver } from '../infra/logging/nest-logger';

/** The application without HTTP or workers (and without the projector unless asked): for one-off operator commands. */
export async function openCliApp(
  roles: ProcessRole[] = [],
  env: Record<string, string | undefined> = process.env,
): Promise<{ app: INestApplicationContext; config: Config }> {
  const config: Config = { ...loadConfig(env), roles };
  await checkDependencies(config);
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { logger: nestLoggerOver(logger) });
  return { app, config };
}

export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      const told = error instanceof ConfigError || error instanceof CliError || error instanceof UnreachableDependenciesError;
      console.error(told ? error.message : error);
      process.exit(1);
    },
  );
}

export class CliError extends Error {}

/** `--name value` pairs from argv. */
export function flags(argv: string[]): Map<string, string> {
  const result = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      result.set(name, inline ?? (argv[i + 1] && !argv[i + 1]!.startsWith('--') ? argv[++i]! : 'true'));
    }
  }
  return result;
}
