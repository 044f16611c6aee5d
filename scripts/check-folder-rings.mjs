// Fails when folders import each other in a ring, directly or through others: such folders can only be
// understood, changed and tested together. The same logic as ../shared/tools/folder-rings.py, run by
// `npm run lint`. A static import, `export … from` and a dynamic `import()` all count; specs do not.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

// Each folder's direct subfolders (and top-level files) are the nodes whose imports must not loop.
const BASES = ['src', 'src/commands', 'src/projections', 'web/src', 'web/src/features'];

const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !entry.name.includes('.spec.') && !entry.name.includes('.test.');
    return isSource ? [path] : [];
  });
}

/** Which folder of `base` imports which, from relative imports that stay inside `base`. */
function folderGraph(base) {
  const graph = new Map();
  for (const file of sourceFiles(base)) {
    const here = relative(base, file).split(sep)[0];
    for (const [, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!target.startsWith('.')) continue;
      const resolved = relative(base, normalize(join(dirname(file), target)));
      if (resolved.startsWith('..')) continue;
      const there = resolved.split(sep)[0];
      if (there === here) continue;
      if (!graph.has(here)) graph.set(here, new Set());
      graph.get(here).add(there);
    }
  }
  return graph;
}

/** The strongly connected components of more than one folder (Tarjan), each sorted. */
function rings(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const ring = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      ring.push(w);
    } while (w !== v);
    if (ring.length > 1) found.push(ring.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

let failed = false;
for (const base of BASES) {
  for (const ring of rings(folderGraph(base))) {
    console.error(`error: ${base}: folders import each other in a ring: ${ring.join(' ')}`);
    failed = true;
  }
}
if (failed) process.exit(1);
