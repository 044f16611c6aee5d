import { isatty } from 'node:tty';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../../config/config';

/** Standard output; a process that dies before its logger exists reports on standard error. */
export const STDOUT = 1;
export const STDERR = 2;

/**
 * The process's one logger: JSON lines where a collector reads the output, readable lines on a
 * terminal. Both write synchronously from this thread, so the last lines before an exit are kept and
 * no worker thread is started for the pretty format.
 */
export function createLogger(level: Config['logLevel'], fd: number = STDOUT): Logger {
  if (!isatty(fd)) return pino({ level }, pino.destination({ dest: fd, sync: true }));
  return pino(
    { level },
    pretty({
      destination: fd,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      // A request's line already says what its fields hold: method, path, status and time.
      ignore: 'pid,hostname,context,req,res,responseTime',
      messageFormat: '{if context}[{context}] {end}{msg}',
    }),
  );
}
