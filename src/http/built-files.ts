import * as fs from 'node:fs';
import * as path from 'node:path';
import { PRECOMPRESSED, type Precompressed } from './content-encoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

export const HTML_TYPE = TYPES['.html']!;

/** One file on disk that can be sent, with its own entity tag. */
export interface FileCopy {
  path: string;
  etag: string;
}

/** A file of the built client as the server sends it. */
export interface BuiltFile {
  type: string;
  lastModified: Date;
  plain: FileCopy;
  /** The precompressed copies the build wrote beside it, best first. */
  precompressed: (Precompressed & FileCopy)[];
}

// The built files do not change while the server runs: describe each one once.
const described = new Map<string, BuiltFile>();

/** The built file at `file`, or null when there is no such file (a folder is none). */
export function builtFile(file: string): BuiltFile | null {
  const known = described.get(file);
  if (known) return known;
  const stats = fileStats(file);
  if (!stats) return null;
  const precompressed = PRECOMPRESSED.flatMap((copy) => {
    const copyStats = fileStats(file + copy.suffix);
    return copyStats ? [{ ...copy, path: file + copy.suffix, etag: entityTag(copyStats, copy.encoding) }] : [];
  });
  const built: BuiltFile = {
    type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    lastModified: stats.mtime,
    plain: { path: file, etag: entityTag(stats, null) },
    precompressed,
  };
  described.set(file, built);
  return built;
}

/**
 * Size and time of change, as most servers tag files: every replica runs the same image, so each
 * sends the same tag. A compressed copy says so in its tag, as it is another representation.
 */
function entityTag(stats: fs.Stats, encoding: string | null): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

function fileStats(file: string): fs.Stats | null {
  try {
    const stats = fs.statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}
