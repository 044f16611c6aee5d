import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECTION_NAMES } from '../common/projection-names';
import { PROJECTIONS } from '../projections/all-projections';
import { DECLARED_WRITES } from './next-reads';
import { projectionsNamed } from './projections-named';

/** The commands the site's code runs through CommandRunner, read from its source. */
function writesRun(): Set<string> {
  const found = new Set<string>();
  for (const folder of ['src/http', 'src/startup']) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.includes('.spec.'))) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const match of text.matchAll(/(?:executeAnd(?:Read|Wait)|runner\.execute)\(\s*new (\w+)\(/g))
        found.add(match[1]!);
    }
  }
  return found;
}

describe('what each write waits for', () => {
  it('is declared for every command a controller or the startup runs, so none waits for search or the audit trail by default', () => {
    const run = writesRun();
    expect([...run].filter((name) => !DECLARED_WRITES.includes(name))).toEqual([]);
  });

  it('names no command that nothing runs any more', () => {
    const run = writesRun();
    expect(DECLARED_WRITES.filter((name) => !run.has(name))).toEqual([]);
  });

  it('resolves a declared write’s projection names, which name every projection there is and no other', () => {
    expect([...PROJECTION_NAMES].sort()).toEqual(PROJECTIONS.map((projection) => projection.name).sort());
    expect(projectionsNamed(['posts', 'search']).map((projection) => projection.name)).toEqual(['posts', 'search']);
  });
});
