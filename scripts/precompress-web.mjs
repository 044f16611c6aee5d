// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client,
// once at build time, so the server sends compressed assets without compressing per request.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'web', 'dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest', '.html']);
// Below this, the headers cost about what compression saves.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let written = 0;
for (const file of files(DIST)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  const gz = gzipSync(source, { level: 9 });
  if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
  written += 1;
}
console.log(`precompressed ${written} files in ${path.relative(process.cwd(), DIST)}`);
