import { randomUUID } from 'node:crypto';
import type { ConversationEvent } from '../../events/content/conversations.events';
import { replyReportStream } from '../../events/streams';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import { migrateToLatest } from '../../infra/sql/migrate';
import { conversationsProjection } from '../conversations/conversations.projection';
import type { Projection } from '../projection';
import { moderationProjection } from './moderation.projection';
import { ModerationQueries } from './moderation.queries';

let revision = 0n;
function stored(streamId: string, event: ConversationEvent): StoredEvent {
  revision += 1n;
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    streamId,
    revision,
    position: { commit: revision, prepare: revision },
    ...event,
    metadata: { actorId: null, actorRole: null, correlationId: '', causationId: null, at },
  };
}

const comment = stored('article-3', {
  type: 'CommentAdded',
  data: {
    id: 41,
    parentKind: 'articles',
    parentId: 3,
    authorId: 5,
    authorName: 'Anonymous',
    authorRole: 'member',
    text: 'Buy pills',
    addedAt: '2026-11-24T09:00:00.000Z',
  },
});
const report = (reporterId: number, at: string) =>
  stored(replyReportStream('comment', 41, reporterId), { type: 'ReplyReported', data: { target: 'comment', targetId: 41, reporterId, reportedAt: at } });

describe('moderation projection', () => {
  let database: SqlDatabase;
  let queries: ModerationQueries;
  const given = async (projection: Projection, ...events: StoredEvent[]) => database.db.transaction().execute((trx) => projection.apply(trx, events));

  beforeEach(async () => {
    database = await openPGlite();
    await migrateToLatest(database.db);
    queries = new ModerationQueries(database);
  });
  afterEach(async () => database.close());

  it('keeps one open report per reporter, the first, with a snapshot of the reported comment', async () => {
    await given(conversationsProjection, comment);
    await given(moderationProjection, report(7, '2026-11-24T10:00:00.000Z'), report(7, '2026-11-24T10:05:00.000Z'), report(8, '2026-11-24T11:00:00.000Z'));
    expect(await queries.openCount()).toBe(2);
    expect(await queries.open()).toEqual([
      {
        id: 'report-comment41-8',
        targetKind: 'comments',
        targetId: 41,
        parentKind: 'articles',
        parentId: 3,
        text: 'Buy pills',
        reporterId: 8,
        reportedAt: '2026-11-24T11:00:00.000Z',
        status: 'open',
      },
      expect.objectContaining({ id: 'report-comment41-7', reporterId: 7, reportedAt: '2026-11-24T10:00:00.000Z', text: 'Buy pills' }),
    ]);
  });

  describe('when it runs ahead of the conversations projection (a rebuild)', () => {
    it('records the report at once and takes the snapshot when the comment arrives', async () => {
      await given(moderationProjection, report(7, '2026-11-24T10:00:00.000Z'));
      expect(await queries.open()).toEqual([expect.objectContaining({ targetId: 41, text: null, parentKind: null, parentId: null })]);
      await given(conversationsProjection, comment);
      expect(await queries.open()).toEqual([expect.objectContaining({ targetId: 41, text: 'Buy pills', parentKind: 'articles', parentId: 3 })]);
    });
  });
});
