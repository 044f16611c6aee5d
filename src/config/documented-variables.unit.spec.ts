import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadConfig } from './config';

const ROOT = path.resolve(__dirname, '../..');
const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/** The names in backquotes in the first column of the README's table of variables. */
function documentedVariables(): Set<string> {
  const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*variable\s*\|/.test(line));
  expect(header).toBeGreaterThanOrEqual(0);
  const rows = lines.slice(header + 2);
  const table = rows.slice(
    0,
    rows.findIndex((line) => !line.startsWith('|')),
  );
  return new Set(
    table.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
  );
}

/** Every variable loadConfig asks its environment for, recorded by an environment that sets none. */
function variablesTheConfigReads(): string[] {
  const asked = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(_, name) {
      if (typeof name === 'string' && VARIABLE.test(name)) asked.add(name);
      return undefined;
    },
  });
  loadConfig(env);
  return [...asked];
}

/** Every `process.env.NAME` (or `process.env['NAME']`) the server's code reads outside the configuration. */
function variablesReadElsewhere(): string[] {
  const files = fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.spec.'));
  return files.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(ROOT, 'src', file), 'utf8')
        .matchAll(/\bprocess\.env(?:\.(\w+)|\[\s*['"](\w+)['"]\s*\])/g),
    ].map((m) => (m[1] ?? m[2])!),
  );
}

describe('the README’s table of variables', () => {
  it('lists every variable the configuration reads', () => {
    const read = variablesTheConfigReads();
    expect(read).toContain('DATABASE_URL');
    const documented = documentedVariables();
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists every variable the rest of the server reads', () => {
    const documented = documentedVariables();
    expect(variablesReadElsewhere().filter((name) => !documented.has(name))).toEqual([]);
  });
});
