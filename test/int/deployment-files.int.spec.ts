import * as fs from 'node:fs';
import * as path from 'node:path';
import { load, YAML11_SCHEMA } from 'js-yaml';
import { readDockerfile } from '../support/dockerfile';

// No Docker engine runs here: what an SRE reads in the Dockerfile and the compose file is checked as
// written (test/int/runtime-image runs what the image holds).
const ROOT = path.join(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const lines = (file: string) =>
  read(file)
    .split('\n')
    .map((line) => line.trim());

describe('the Dockerfile', () => {
  const stages = readDockerfile(ROOT);
  const runtime = stages.at(-1)!;

  it('starts every stage from one exact Node release that the project supports', () => {
    const bases = new Set(stages.map((stage) => stage.from));
    expect(bases.size).toBe(1);
    const [base] = [...bases];
    const release = /^node:(\d+)\.(\d+)\.(\d+)-[a-z0-9-]+(@sha256:[0-9a-f]{64})?$/.exec(base!);
    expect(release).not.toBeNull();
    const [major, minor] = release!.slice(1, 3).map(Number) as [number, number];
    const required = /^>=(\d+)\.(\d+)/
      .exec(JSON.parse(read('package.json')).engines.node)!
      .slice(1)
      .map(Number) as [number, number];
    expect(major > required[0] || (major === required[0] && minor >= required[1])).toBe(true);
  });

  it('installs exactly what the lock file says (npm ci), never npm install', () => {
    const runs = stages.flatMap((stage) => stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args));
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(runs.filter((run) => /\bnpm (install|i)\b/.test(run))).toEqual([]);
  });

  it('gives the node user /data, where the named volume is mounted, and runs as node', () => {
    const steps = runtime.instructions.map((i) => `${i.keyword} ${i.args}`);
    const madeForNode = steps.findIndex((step) =>
      /^RUN .*mkdir -p \/data\b.*chown (-R )?node:node \/data\b/.test(step),
    );
    const users = steps.filter((step) => step.startsWith('USER '));
    expect(madeForNode).toBeGreaterThanOrEqual(0);
    expect(madeForNode).toBeLessThan(steps.indexOf('USER node'));
    expect(users.at(-1)).toBe('USER node');
    expect(steps).toContain('ENV DATA_DIR=/data');
  });

  it('leaves local secrets, installs and builds out of the build context', () => {
    expect(lines('.dockerignore')).toEqual(
      expect.arrayContaining(['.env', 'node_modules', 'dist', 'web/dist', 'data']),
    );
  });
});

interface ComposeService {
  image?: string;
  env_file?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
}

describe('docker-compose.yml', () => {
  const text = read('docker-compose.yml');
  // Compose reads YAML 1.1, whose merge keys (`<<: *app`) give each site process the shared settings.
  const services = (load(text, { schema: YAML11_SCHEMA }) as { services: Record<string, ComposeService> }).services;
  const environment = (service: ComposeService): [string, string][] =>
    Array.isArray(service.environment)
      ? service.environment.map((entry) => [entry.split('=')[0]!, entry.slice(entry.indexOf('=') + 1)])
      : Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value)]);
  const fromDotEnv = /^\$\{[A-Z_][A-Z0-9_]*(:?[?-][^}]*)?\}$/;
  const SITE = ['api', 'projector', 'worker'];

  it('runs the site processes, each in the services profile', () => {
    for (const name of SITE)
      expect(environment(services[name]!).map(([variable]) => variable)).toEqual(
        expect.arrayContaining(['DATABASE_URL', 'PROCESS_ROLES']),
      );
  });

  it('keeps events in PostgreSQL: no EventStoreDB, where deleting an account answers 503', () => {
    const usingEventStoreDb = Object.entries(services)
      .filter(
        ([, service]) =>
          service.image?.includes('eventstore') ||
          environment(service).some(([variable]) => variable === 'EVENTSTORE_URL'),
      )
      .map(([name]) => name);
    expect(usingEventStoreDb).toEqual([]);
  });

  it('gives the site processes their credentials and settings from .env', () => {
    for (const name of SITE) expect([services[name]!.env_file].flat()).toContain('.env');
  });

  it('writes no password inline: each is taken from .env', () => {
    const inline = Object.entries(services).flatMap(([name, service]) =>
      environment(service)
        .filter(([variable, value]) => {
          const password = /^[a-z+]+:\/\/[^/:@]*:([^@]*)@/.exec(value)?.[1];
          if (password !== undefined && !fromDotEnv.test(password)) return true;
          return /PASSWORD|SECRET|PRIVATE_KEY|TOKEN/.test(variable) && !fromDotEnv.test(value);
        })
        .map(([variable]) => `${name}: ${variable}`),
    );
    expect(inline).toEqual([]);
  });

  it('takes from .env only variables that .env.example names, and .env is kept out of git', () => {
    const interpolated = new Set([...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1]!));
    const documented = lines('.env.example')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => line.split('=')[0]);
    expect(interpolated.size).toBeGreaterThan(0);
    expect(documented).toEqual(expect.arrayContaining([...interpolated]));
    expect(lines('.gitignore')).toContain('.env');
  });
});

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Where node would find `name` from the package at `location`: its own node_modules, then each parent's. */
function resolvesInLock(packages: Record<string, LockEntry>, location: string, name: string): boolean {
  for (let dir = location; ;) {
    if (packages[path.posix.join(dir, 'node_modules', name)]) return true;
    if (dir === '') return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('lists every dependency of every package, other platforms’ optional binaries included, as npm ci requires', () => {
    const packages = (JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> }).packages;
    const missing = Object.entries(packages).flatMap(([location, entry]) =>
      Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })
        .filter((name) => !resolvesInLock(packages, location, name))
        .map((name) => `${name} (for ${location || 'the project'})`),
    );
    expect(missing).toEqual([]);
  });
});
