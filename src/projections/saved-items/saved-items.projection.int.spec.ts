import { postStream, userStream } from '../../events/streams';
import { accountDeleted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { savedItemsProjection } from './saved-items.projection';

describe.each(READ_DATABASES)('saved items projection on %s', (database) => {
  const harness = projectionHarness(database, savedItemsProjection);
  const saved = (uid: number, type: 'articles' | 'qnas' | 'experts', id: number, title: string) =>
    harness.event(userStream(uid), {
      type: 'ItemSaved',
      data: { uid, type, id, title, savedAt: '2026-11-25T09:00:00.000Z' },
    });
  const unsaved = (uid: number, type: 'articles' | 'qnas', id: number) =>
    harness.event(userStream(uid), { type: 'ItemUnsaved', data: { uid, type, id, at: '2026-11-25T09:30:00.000Z' } });

  describe('when a member saves an item', () => {
    it('lists it with its title and time', async () => {
      await harness.givenEvents(saved(7, 'articles', 17, 'Telling the children'));
      await harness.expectRows('saved_items', [
        {
          uid: 7,
          type: 'articles',
          item_id: '17',
          title: 'Telling the children',
          saved_at: new Date('2026-11-25T09:00:00.000Z'),
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the member unsaves it', () => {
    it('takes it off their list and leaves the others', async () => {
      await harness.givenEvents(
        saved(7, 'articles', 17, 'Telling the children'),
        saved(7, 'qnas', 17, 'Who keeps the house?'),
        saved(8, 'articles', 17, 'Telling the children'),
        unsaved(7, 'articles', 17),
      );
      await harness.expectRows('saved_items', [
        { uid: 7, type: 'qnas', item_id: '17' },
        { uid: 8, type: 'articles', item_id: '17' },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the moderators remove the post', () => {
    it("takes it off everyone's list", async () => {
      await harness.givenEvents(
        saved(7, 'articles', 17, 'Telling the children'),
        saved(8, 'articles', 17, 'Telling the children'),
        saved(8, 'articles', 18, 'Money after'),
        harness.event(postStream('articles', 17), {
          type: 'ContentRemoved',
          data: { kind: 'articles', id: 17, reportId: null, reason: 'Spam', removedAt: '2026-11-25T10:00:00.000Z' },
        }),
      );
      await harness.expectRows('saved_items', [{ uid: 8, type: 'articles', item_id: '18' }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a member deletes their account', () => {
    it('forgets their bookmarks and the follows of them as an expert', async () => {
      await harness.givenEvents(
        saved(7, 'articles', 17, 'Telling the children'),
        saved(8, 'experts', 7, 'Dr Pat'),
        saved(8, 'articles', 17, 'Telling the children'),
        harness.event(...accountDeleted(7)),
      );
      await harness.expectRows('saved_items', [{ uid: 8, type: 'articles', item_id: '17' }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
