import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EventToAppend } from '../../src/infra/event-store/event-store.port';
import { savedItemsProjection } from '../../src/projections/saved-items/saved-items.projection';
import type { Projection } from '../../src/projections/projection';
import { inlineProjections } from '../../src/projections/inline-projections';

/** Member `uid` bookmarks article `id`, as the SaveItem write appends it. */
export const saved = (uid: number, id: number, title = `Article ${id}`): EventToAppend => ({
  id: randomUUID(),
  type: 'ItemSaved',
  data: { uid, type: 'articles', id, title, savedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, id % 3600)).toISOString() },
  metadata: {
    actorId: uid,
    actorRole: 'member',
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  },
});

export const unsaved = (uid: number, id: number): EventToAppend => ({
  id: randomUUID(),
  type: 'ItemUnsaved',
  data: { uid, type: 'articles', id, at: new Date().toISOString() },
  metadata: {
    actorId: uid,
    actorRole: 'member',
    correlationId: randomUUID(),
    causationId: null,
    at: new Date().toISOString(),
  },
});

/** Slow on purpose, after the bookmarks' rows in the same transaction: a kill lands between the two. */
export const slowAfterSaves: Projection = {
  name: 'slow-after-saves',
  handles: new Set(['ItemSaved']),
  tables: [],
  inline: true,
  async apply(trx) {
    await sql`select pg_sleep(0.003)`.execute(trx);
  },
};

/** The bookmarks applied inline, with a pause after their rows (crash tests). */
export const SLOW_INLINE_SAVES = inlineProjections([savedItemsProjection, slowAfterSaves]);
