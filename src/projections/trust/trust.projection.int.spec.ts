import { postStream, userStream } from '../../events/streams';
import { answerAdded, contentRemoved, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { trustProjection } from './trust.projection';

const WRITER = 5;
const heldAt = '2026-12-06T09:00:00.000Z';
const reasons = [{ code: 'links' as const, links: 5, allowed: 2 }];

describe.each(READ_DATABASES)('trust projection on %s', (database) => {
  const harness = projectionHarness(database, trustProjection);
  const [, article] = posted('articles', 9, { title: 'Deals', body: 'https://spam.example' });
  const held = () =>
    harness.event(postStream('articles', 9), {
      type: 'ItemHeld',
      data: {
        kind: 'articles',
        id: 9,
        authorId: WRITER,
        authorName: 'Writer',
        reasons,
        heldAt,
        publishes: { type: article.type, data: { ...article.data } },
      },
    });

  it('counts each member’s published items, and what a moderator removed upon a report against them', async () => {
    const [stream, removal] = contentRemoved('qnas', 4, ['qnas', 4]);
    await harness.givenEvents(
      harness.event(...posted('qnas', 4)),
      harness.event(...answerAdded(11, 4, { authorId: WRITER })),
      harness.event(stream, { ...removal, data: { ...removal.data, reportId: 'report-qna4-7' } } as typeof removal),
    );
    await harness.expectRows('member_standing', [
      { uid: WRITER, published_items: 1, approved_items: 0, upheld_reports: 1, level_set: null },
    ]);
    await harness.expectRebuildKeepsRows();
  });

  it('keeps a held item in the queue until it is approved, then counts it for its author', async () => {
    await harness.givenEvents(held());
    await harness.expectRows('held_items', [
      {
        kind: 'articles',
        id: 9,
        author_id: WRITER,
        title: 'Deals',
        text: 'https://spam.example',
        review_state: 'held',
      },
    ]);
    await harness.givenEvents(
      held(),
      harness.event(postStream('articles', 9), article),
      harness.event(postStream('articles', 9), {
        type: 'HeldItemApproved',
        data: { kind: 'articles', id: 9, approvedAt: heldAt },
      }),
    );
    await harness.expectRows('held_items', [{ kind: 'articles', id: 9, review_state: 'approved' }]);
    await harness.expectRows('member_standing', [{ uid: WRITER, published_items: 1, approved_items: 1 }]);
    await harness.expectRebuildKeepsRows();
  });

  it('keeps an administrator’s level and the blocklist', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const level = () =>
      harness.event(userStream(WRITER), {
        type: 'TrustLevelSet',
        data: { uid: WRITER, level: 'trusted', setAt: heldAt },
      });
    const added = () =>
      harness.event('blocklist', {
        type: 'BlocklistEntryAdded',
        data: { id, kind: 'domain', value: 'spam.example', reason: 'Spam', addedAt: heldAt },
      });
    await harness.givenEvents(level(), added());
    await harness.expectRows('member_standing', [{ uid: WRITER, level_set: 'trusted' }]);
    await harness.expectRows('blocklist', [{ id, kind: 'domain', value: 'spam.example' }]);
    await harness.expectRebuildKeepsRows();
    await harness.givenEvents(
      level(),
      added(),
      harness.event('blocklist', { type: 'BlocklistEntryRemoved', data: { id, removedAt: heldAt } }),
    );
    await harness.expectRows('blocklist', []);
  });
});
