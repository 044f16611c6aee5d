import { draftErasureStream, draftStream } from '../../events/streams';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { draftsProjection } from './drafts.projection';

const draftA = 'a'.repeat(64);
const draftB = 'b'.repeat(64);
const draftC = 'c'.repeat(64);

describe.each(READ_DATABASES)('drafts projection on %s', (database) => {
  const harness = projectionHarness(database, draftsProjection);
  const saved = (draftId: string, pseudonymous?: true) =>
    harness.event(draftStream(draftId), {
      type: 'DraftSaved',
      data: {
        draftId,
        kind: 'qnas',
        title: 'Who keeps the house?',
        body: 'We both want it.',
        tags: [],
        categories: [],
        media: null,
        acknowledged: true,
        ...(pseudonymous ? { pseudonymous } : {}),
        savedAt: '2026-11-24T08:00:00.000Z',
      },
    });

  describe('when visitors save drafts', () => {
    it('lists them pending for the administrators, pseudonymous or not', async () => {
      await harness.givenEvents(saved(draftA), saved(draftB, true));
      await harness.expectRows('drafts', [
        { draft_id: draftA, kind: 'qnas', title: 'Who keeps the house?', status: 'pending', pseudonymous: false },
        { draft_id: draftB, kind: 'qnas', title: 'Who keeps the house?', status: 'pending', pseudonymous: true },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a draft is claimed, another discarded and a third erased', () => {
    it('marks the first two finished with their time and forgets the third', async () => {
      await harness.givenEvents(
        saved(draftA),
        saved(draftB),
        saved(draftC),
        harness.event(draftStream(draftA), {
          type: 'DraftClaimed',
          data: { draftId: draftA, memberId: 7, kind: 'qnas', postId: 40, claimedAt: '2026-11-24T09:00:00.000Z' },
        }),
        harness.event(draftStream(draftB), {
          type: 'DraftDiscarded',
          data: { draftId: draftB, reason: 'deleted', at: '2026-11-24T10:00:00.000Z' },
        }),
        harness.event(draftErasureStream(draftC), {
          type: 'DraftErased',
          data: { draftId: draftC, at: '2026-11-25T10:00:00.000Z' },
        }),
      );
      await harness.expectRows('drafts', [
        { draft_id: draftA, status: 'claimed', finished_at: new Date('2026-11-24T09:00:00.000Z') },
        { draft_id: draftB, status: 'discarded', finished_at: new Date('2026-11-24T10:00:00.000Z') },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
