import type { SqlDatabase } from '../infra/sql/database';
import type { ReadModel } from './read-model';
import { openMigratedPGlite } from '../../test/support/migrated-templates';
import {
  markRebuildFailed,
  markRebuildFinished,
  markRebuildStarted,
  pendingRebuilds,
  rebuildStates,
  requestRebuild,
  requeueInterruptedRebuilds,
} from './rebuild-requests';

// An administrator asks for a rebuild while the projector may be busy with one: a second request
// for the same projection is refused until the first has finished or failed, then accepted again.
describe('rebuild requests', () => {
  let database: SqlDatabase<ReadModel>;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));

  beforeAll(async () => {
    database = await openMigratedPGlite<ReadModel>('all');
  });
  afterAll(() => database.close());

  it('refuses a second request while the first waits or runs, and accepts one once it has finished', async () => {
    const { db } = database;
    expect(await requestRebuild(db, 'posts', 1, at(0))).toBe(true);
    expect(await requestRebuild(db, 'posts', 2, at(1))).toBe(false);
    expect(await pendingRebuilds(db)).toEqual(['posts']);

    await markRebuildStarted(db, 'posts', at(2));
    expect(await pendingRebuilds(db)).toEqual([]);
    expect(await requestRebuild(db, 'posts', 2, at(3))).toBe(false);

    await markRebuildFinished(db, 'posts', 42, at(4));
    expect((await rebuildStates(db)).get('posts')).toMatchObject({
      finishedAt: at(4).toISOString(),
      events: 42,
      error: null,
    });
    expect(await requestRebuild(db, 'posts', 2, at(5))).toBe(true);
    expect((await rebuildStates(db)).get('posts')).toMatchObject({
      requestedAt: at(5).toISOString(),
      startedAt: null,
      finishedAt: null,
      events: null,
    });
  });

  it('accepts a new request after a failed rebuild', async () => {
    const { db } = database;
    expect(await requestRebuild(db, 'search', 1, at(10))).toBe(true);
    await markRebuildStarted(db, 'search', at(11));
    await markRebuildFailed(db, 'search', 'connection lost');
    expect((await rebuildStates(db)).get('search')).toMatchObject({ error: 'connection lost', finishedAt: null });
    expect(await requestRebuild(db, 'search', 1, at(12))).toBe(true);
    expect((await rebuildStates(db)).get('search')).toMatchObject({ error: null, startedAt: null });
  });

  it('starts a rebuild again whose projector died under way, and leaves finished and failed ones alone', async () => {
    const { db } = database;
    expect(await requestRebuild(db, 'users', 1, at(20))).toBe(true);
    await markRebuildStarted(db, 'users', at(21));
    // Another lane's rebuild, under way in a runner beside this one, is not this runner's to restart.
    expect(await requestRebuild(db, 'audit', 1, at(20))).toBe(true);
    await markRebuildStarted(db, 'audit', at(21));
    expect(await requeueInterruptedRebuilds(db, ['users', 'posts'])).toEqual(['users']);
    expect((await rebuildStates(db)).get('audit')).toMatchObject({ startedAt: at(21).toISOString() });
    expect(await pendingRebuilds(db)).toContain('users');
    expect((await rebuildStates(db)).get('users')).toMatchObject({
      requestedAt: at(20).toISOString(),
      startedAt: null,
    });
  });
});
