import { categorySuggestionStream } from '../../events/streams';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { topicSuggestionsProjection } from './topic-suggestions.projection';

describe.each(READ_DATABASES)('topic suggestions projection on %s', (database) => {
  const harness = projectionHarness(database, topicSuggestionsProjection);
  const suggested = (id: number, topic: string) =>
    harness.event(categorySuggestionStream(id), {
      type: 'TopicSuggested',
      data: {
        id,
        topic,
        suggestedBy: 7,
        itemKind: 'articles',
        itemId: 3,
        path: '/articles/3',
        suggestedAt: '2026-11-24T08:00:00.000Z',
      },
    });

  describe('when members suggest categories', () => {
    it('files each open with its suggester and the page of the item', async () => {
      await harness.givenEvents(suggested(5, 'Step Parenting'));
      await harness.expectRows('topic_suggestions', [
        {
          id: 5,
          topic: 'Step Parenting',
          suggested_by: 7,
          item_kind: 'articles',
          item_id: 3,
          path: '/articles/3',
          status: 'open',
          handled_at: null,
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when administrators approve one and deny another', () => {
    it('keeps both, marked with the decision and its time', async () => {
      await harness.givenEvents(
        suggested(5, 'Step Parenting'),
        suggested(6, 'Pills'),
        harness.event(categorySuggestionStream(5), {
          type: 'TopicSuggestionApproved',
          data: { id: 5, topicId: 20, slug: 'step-parenting', approvedAt: '2026-11-25T08:00:00.000Z' },
        }),
        harness.event(categorySuggestionStream(6), {
          type: 'TopicSuggestionDenied',
          data: { id: 6, deniedAt: '2026-11-25T09:00:00.000Z' },
        }),
      );
      await harness.expectRows('topic_suggestions', [
        { id: 5, status: 'approved', handled_at: new Date('2026-11-25T08:00:00.000Z') },
        { id: 6, status: 'denied', handled_at: new Date('2026-11-25T09:00:00.000Z') },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
