import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Config } from '../config/config';
import { HealthChecks, readinessHttpStatus } from './health-checks';

/** The port a process opens for its health checks alone; null when there is none, or the api serves them with the site on PORT. */
export function separateHealthPort(config: Pick<Config, 'roles' | 'port' | 'healthPort'>): number | null {
  if (config.healthPort === null) return null;
  return config.roles.includes('api') && config.healthPort === config.port ? null : config.healthPort;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * HEALTH_PORT: /health/live and /health/ready and nothing else, so that a projector or a worker
 * (which serve no site) can be health-checked like the api, and the port exposes nothing more.
 * Opened by `main.ts` only: operator commands build the same application and must not take the port.
 */
@Injectable()
export class HealthServer implements OnApplicationShutdown {
  private server: Server | null = null;

  constructor(private readonly checks: HealthChecks) {}

  /** Resolves with the port it listens on (`port` 0 picks a free one). */
  async listen(port: number, host: string): Promise<number> {
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    return (server.address() as AddressInfo).port;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { status, body } = await this.route(req.method ?? '', (req.url ?? '').split('?')[0]!);
    res.writeHead(status, status === 405 ? { ...JSON_HEADERS, allow: 'GET, HEAD' } : JSON_HEADERS);
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  }

  private async route(method: string, path: string): Promise<{ status: number; body: unknown }> {
    if (path !== '/health/live' && path !== '/health/ready') {
      return { status: 404, body: { message: 'This port serves only /health/live and /health/ready.' } };
    }
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, body: { message: 'Use GET or HEAD.' } };
    if (path === '/health/live') return { status: 200, body: this.checks.live() };
    const readiness = await this.checks.ready();
    return { status: readinessHttpStatus(readiness), body: readiness };
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
