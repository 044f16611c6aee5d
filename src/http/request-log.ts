import type { IncomingMessage } from 'node:http';
import type { Level, Logger } from 'pino';
import type { Options } from 'pino-http';

/** The path alone: query strings carry search words, emails and reset codes, which stay out of the logs. */
function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * How loud a finished request is. A page view fetches a dozen of the site's own files: they go to
 * `debug`, and the API calls, which say what people do, to `info`; a server failure is an error.
 */
export function requestLogLevel(url: string | undefined, status: number, error?: Error): Level {
  if (error || status >= 500) return 'error';
  return isApi(pathOf(url)) ? 'info' : 'debug';
}

// Nest's middleware sees the request as the server received it; a router may have rewritten `url`.
const receivedUrl = (req: IncomingMessage) =>
  (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
const requestLine = (req: IncomingMessage, status: number) =>
  `${req.method ?? ''} ${pathOf(receivedUrl(req))} ${status}`;

/** What pino-http's standard serializers make of a request, before the fields kept are picked. */
interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
}

/**
 * One line per request when it ends. Only the method, path, address and status are kept: headers
 * hold the session cookie and the CSRF token, and no log needs them.
 */
export function requestLogOptions(logger: Logger): Options {
  return {
    logger,
    customLogLevel: (req, res, error) => requestLogLevel(receivedUrl(req), res.statusCode, error),
    customSuccessMessage: (req, res, ms) => `${requestLine(req, res.statusCode)} ${ms}ms`,
    customErrorMessage: (req, res, error) => `${requestLine(req, res.statusCode)}: ${error.message}`,
    serializers: {
      req: (req: SerializedRequest) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
