import { Logger, type Params, PinoLogger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';

// Nest narrates its start-up at the `log` level: every module initialised, every route mapped. An
// operator needs the one line saying where the site listens; the narration stays at `debug`.
const START_UP_NARRATORS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Nest's own messages and the application's `new Logger(context)` calls, written by the process's pino logger. */
export class NestLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && START_UP_NARRATORS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

/** The Nest logger over `logger`, made before the application so that its very first messages go through it. */
export function nestLoggerOver(logger: Pino): NestLogger {
  const params: Params = { pinoHttp: { logger } };
  return new NestLogger(new PinoLogger(params), params);
}
