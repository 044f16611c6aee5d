import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

// PGlite keeps the embedded database in files that one process reads into memory and writes back:
// a second process on the same files loses what either wrote. So the process that opens them first
// holds this lock file until it closes them, and any other refuses to start.
export const LOCK_FILE = 'pglite.lock';

/** The process that holds a data folder, as its lock file names it. */
export interface FolderOwner {
  pid: number;
  host: string;
  /** When the process started, in clock ticks since boot (Linux): tells the owner from a later process given its pid. */
  startTicks: number | null;
  /** The program it runs, without its arguments (they may hold a password). */
  command: string;
  roles: string[];
  since: string;
}

/** What can be learnt here about a process named in a lock file. */
export interface ProcessTable {
  pid: number;
  host: string;
  isRunning(pid: number): boolean;
  startTicks(pid: number): number | null;
}

export class DataFolderInUseError extends Error {
  constructor(dataDir: string, owner: FolderOwner, here: Pick<ProcessTable, 'host'>) {
    const what = [
      owner.command,
      ...(owner.roles.length > 0 ? [`roles ${owner.roles.join(', ')}`] : []),
      `since ${owner.since}`,
    ].join(', ');
    const elsewhere =
      owner.host === here.host
        ? ''
        : ` It runs on host ${owner.host}, out of sight from here: if it is gone, delete ${path.join(dataDir, LOCK_FILE)}.`;
    super(
      `DATA_DIR ${dataDir} is in use by process ${owner.pid} (${what}): the embedded database has one owner, so stop that process first.${elsewhere}`,
    );
  }
}

/**
 * Whether the process a lock file names is gone, so that its lock may be taken over. A process on
 * another host (another container on a shared volume) cannot be seen: it is taken to be running.
 */
export function ownerIsGone(owner: FolderOwner, here: ProcessTable): boolean {
  if (owner.host !== here.host) return false;
  // This process does not hold the lock (that is checked first), so it was an earlier process given
  // the same pid: a container's first process restarting has the same pid every time.
  if (owner.pid === here.pid) return true;
  if (!here.isRunning(owner.pid)) return true;
  const ticks = here.startTicks(owner.pid);
  return owner.startTicks !== null && ticks !== null && ticks !== owner.startTicks;
}

const thisMachine: ProcessTable = {
  pid: process.pid,
  host: os.hostname(),
  isRunning(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it runs, as another user.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
  startTicks(pid) {
    try {
      // The command name (in parentheses) may hold spaces: count the fields after it. The start time is field 22.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
      return Number.isSafeInteger(ticks) ? ticks : null;
    } catch {
      return null;
    }
  },
};

/** Lock files this process holds, with the text it wrote in each. */
const held = new Map<string, string>();
let releasedAtExit = false;

/**
 * Makes this process the owner of the embedded database in `dataDir`, or throws
 * DataFolderInUseError naming the process that is. Holding it already is fine; a lock left by a
 * process that is gone is taken over. Released by `unlockDataFolder`, or when the process exits.
 */
export function lockDataFolder(dataDir: string, roles: readonly string[] = []): void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (held.has(lockPath)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const mine = JSON.stringify(currentOwner(roles));
  // Written in full first, then linked into place: the link is atomic and fails if the lock exists,
  // so no process ever reads a half-written lock.
  const draft = `${lockPath}.${process.pid}.draft`;
  fs.writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (linkUnlessPresent(draft, lockPath)) {
        held.set(lockPath, mine);
        if (!releasedAtExit) process.once('exit', releaseAll);
        releasedAtExit = true;
        return;
      }
      const found = readIfPresent(lockPath);
      if (found === null) continue;
      const owner = parseOwner(found);
      if (owner === null)
        throw new Error(`${lockPath} is not a lock this site wrote: delete it if no process uses DATA_DIR ${dataDir}.`);
      if (!ownerIsGone(owner, thisMachine)) throw new DataFolderInUseError(dataDir, owner, thisMachine);
      setAsideIfUnchanged(lockPath, found);
    }
    throw new Error(
      `DATA_DIR ${dataDir} is being claimed by other processes at this moment: try again once they have started.`,
    );
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Lets the folder go, if this process holds it. */
export function unlockDataFolder(dataDir: string): void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const mine = held.get(lockPath);
  if (mine === undefined) return;
  held.delete(lockPath);
  if (readIfPresent(lockPath) === mine) fs.rmSync(lockPath, { force: true });
}

function releaseAll(): void {
  for (const lockPath of [...held.keys()]) unlockDataFolder(path.dirname(lockPath));
}

function currentOwner(roles: readonly string[]): FolderOwner {
  const script = process.argv[1] ?? '';
  const relative = path.relative(process.cwd(), script);
  return {
    pid: process.pid,
    host: thisMachine.host,
    startTicks: thisMachine.startTicks(process.pid),
    command: `node ${relative.startsWith('..') ? script : relative}`,
    roles: [...roles],
    since: new Date().toISOString(),
  };
}

function linkUnlessPresent(from: string, to: string): boolean {
  try {
    fs.linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readIfPresent(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Removes a stale lock. Moved aside first (a rename is atomic), so that of two processes taking
 * the same stale lock over, one moves it; were it replaced since it was read, it goes back.
 */
function setAsideIfUnchanged(lockPath: string, stale: string): void {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (fs.readFileSync(aside, 'utf8') !== stale) linkUnlessPresent(aside, lockPath);
  fs.rmSync(aside, { force: true });
}

function parseOwner(text: string): FolderOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<FolderOwner>;
    if (!Number.isSafeInteger(owner.pid) || typeof owner.host !== 'string' || typeof owner.command !== 'string')
      return null;
    return { startTicks: null, roles: [], since: 'an unknown time', ...owner } as FolderOwner;
  } catch {
    return null;
  }
}
