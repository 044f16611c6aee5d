import { type FolderOwner, ownerIsGone, type ProcessTable } from './data-folder-lock';

const owner: FolderOwner = {
  pid: 4242,
  host: 'box',
  startTicks: 9_000,
  command: 'node dist/main.js',
  roles: [],
  since: '2026-01-01T00:00:00.000Z',
};

/** This process is 100 on host "box"; `running` maps each running pid to its start in ticks (null where unknown). */
const here = (running: Record<number, number | null>): ProcessTable => ({
  pid: 100,
  host: 'box',
  isRunning: (pid) => pid in running,
  startTicks: (pid) => running[pid] ?? null,
});

describe('ownerIsGone', () => {
  it('holds the lock for a process that still runs', () => {
    expect(ownerIsGone(owner, here({ 4242: 9_000 }))).toBe(false);
    expect(ownerIsGone(owner, here({ 4242: null }))).toBe(false);
  });
  it('takes over from a process that is gone', () => {
    expect(ownerIsGone(owner, here({}))).toBe(true);
  });
  it('takes over when the pid now belongs to a later process', () => {
    expect(ownerIsGone(owner, here({ 4242: 12_345 }))).toBe(true);
  });
  it('takes over from an earlier process with this one’s pid (a restarted container’s first process)', () => {
    expect(ownerIsGone({ ...owner, pid: 100 }, here({ 100: 500 }))).toBe(true);
  });
  it('never takes over from a process on another host, which cannot be seen from here', () => {
    expect(ownerIsGone({ ...owner, host: 'other' }, here({}))).toBe(false);
  });
});
