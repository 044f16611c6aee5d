import { accountDeleted, answerAdded, commentAdded, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { pseudonymsProjection } from './pseudonyms.projection';

describe.each(READ_DATABASES)('pseudonyms projection on %s', (database) => {
  const harness = projectionHarness(database, pseudonymsProjection);

  describe('when members post and reply under a pseudonym', () => {
    it('keeps who wrote each item under its alias, and nothing of items under a name', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5, { pseudonym: 4821 })),
        harness.event(...answerAdded(10, 5, { authorId: 5, pseudonym: 4821 })),
        harness.event(...answerAdded(11, 5)),
        harness.event(...posted('articles', 3)),
        harness.event(...commentAdded(41, 3, { authorId: 9, pseudonym: 1234 })),
      );
      await harness.expectRows('pseudonymous_authors', [
        { kind: 'qnas', id: 5, author_id: 5, pseudonym: 4821 },
        { kind: 'answer', id: 10, author_id: 5, pseudonym: 4821 },
        { kind: 'comment', id: 41, author_id: 9, pseudonym: 1234 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the author deletes their account', () => {
    it('forgets who wrote their items, and keeps the others', async () => {
      await harness.givenEvents(
        harness.event(...posted('qnas', 5, { pseudonym: 4821 })),
        harness.event(...commentAdded(41, 3, { authorId: 9, pseudonym: 1234 })),
        harness.event(...accountDeleted(5)),
      );
      await harness.expectRows('pseudonymous_authors', [{ kind: 'comment', id: 41, author_id: 9 }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
