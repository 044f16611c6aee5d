/**
 * The two shapes the load test runs the built server in: one process with every role (as `npm
 * start` runs it), and the services shape docker-compose.yml deploys (API processes, one
 * projector, one worker, each chosen with PROCESS_ROLES). Every process's CPU is profiled.
 */
import * as path from 'node:path';
import { type BuiltServer, startBuiltServer } from './built-server';

export interface ShapeProcess {
  name: string;
  /** PROCESS_ROLES; undefined: every role. */
  roles?: string;
}

export interface Shape {
  name: string;
  description: string;
  processes: ShapeProcess[];
}

/** As many API processes as docker-compose.yml's `api` replicas. */
const API_PROCESSES = 2;

export const SHAPES: Shape[] = [
  {
    name: 'single',
    description: 'one process with every role (api, projector, worker), as `npm start` runs it',
    processes: [{ name: 'server' }],
  },
  {
    name: 'services',
    description: `the services shape of docker-compose.yml: ${API_PROCESSES} API processes (PROCESS_ROLES=api), one projector (PROCESS_ROLES=projector), one worker (PROCESS_ROLES=worker); the load generator spreads each route's connections over the API processes`,
    processes: [
      { name: 'projector', roles: 'projector' },
      { name: 'worker', roles: 'worker' },
      ...Array.from({ length: API_PROCESSES }, (_, i) => ({ name: `api-${i + 1}`, roles: 'api' })),
    ],
  },
];

export interface RunningShape {
  /** The API processes' addresses. */
  bases: string[];
  /** Where each process's CPU profile is written once it has stopped. */
  profiles: { name: string; file: string }[];
  errors(): string;
  stop(): Promise<void>;
}

export async function startShape(shape: Shape, env: Record<string, string>, profileDir: string): Promise<RunningShape> {
  const started: { process: ShapeProcess; server: BuiltServer }[] = [];
  const stop = async () => {
    await Promise.all(started.map(({ server }) => server.stop()));
  };
  try {
    for (const process of shape.processes) {
      const name = `${shape.name}-${process.name}`;
      const server = await startBuiltServer(env, { roles: process.roles, cpuProfileDir: profileDir, name });
      started.push({ process, server });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    bases: started
      .filter(({ process }) => process.roles === undefined || process.roles.split(',').includes('api'))
      .map(({ server }) => server.base),
    profiles: started.map(({ process }) => ({
      name: process.name,
      file: path.join(profileDir, `${shape.name}-${process.name}.cpuprofile`),
    })),
    errors: () => started.map(({ process, server }) => `--- ${process.name}\n${server.errors()}`).join('\n'),
    stop,
  };
}
