import * as fs from 'node:fs';
import * as path from 'node:path';

// A folder in memory (tmpfs) holds the run's temporary files where the machine has one: PGlite's data
// folders, the migrated templates and Chromium's profiles are written and copied there without a disk.
const MEMORY = '/dev/shm';

const prefix = (runId: string) => `dc-${runId.toLowerCase()}-`;

/**
 * Points the run's temporary folder (TMPDIR, which os.tmpdir() and Chromium read) at a folder of its
 * own in memory, if the machine has one; answers the folder, or null where temporary files stay.
 */
export function useMemoryForTemporaryFiles(runId: string): string | null {
  try {
    fs.accessSync(MEMORY, fs.constants.W_OK);
  } catch {
    return null;
  }
  const dir = fs.mkdtempSync(path.join(MEMORY, prefix(runId)));
  // A test's own PostgreSQL server runs as the postgres user, in a folder it makes in here.
  fs.chmodSync(dir, 0o755);
  process.env.TMPDIR = dir;
  return dir;
}

/** Removes the run's folders in memory (its teardown, and the run's last clean-up after a crash). */
export function removeRunTemporaryFiles(runId: string): number {
  let removed = 0;
  let entries: string[] = [];
  try {
    entries = fs.readdirSync(MEMORY);
  } catch {
    return 0;
  }
  for (const entry of entries.filter((name) => name.startsWith(prefix(runId)))) {
    fs.rmSync(path.join(MEMORY, entry), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
