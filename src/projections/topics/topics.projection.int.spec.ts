import { topicStream } from '../../events/streams';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { topicsProjection } from './topics.projection';

describe.each(READ_DATABASES)('topics projection on %s', (database) => {
  const harness = projectionHarness(database, topicsProjection);
  const created = (id: number, slug: string, name: string, keywords: string[]) =>
    harness.event(topicStream(slug), {
      type: 'TopicCreated',
      data: { id, slug, name, keywords, createdAt: '2026-11-24T08:00:00.000Z' },
    });

  describe('when administrators create topics', () => {
    it('lists each under its slug with its search keywords, in one batch as one at a time', async () => {
      await harness.givenEvents(
        created(20, 'step-parenting', 'Step Parenting', ['stepmother', 'blended']),
        created(21, 'money', 'Money', []),
      );
      await harness.expectRows('topics', [
        { id: 20, slug: 'step-parenting', name: 'Step Parenting', keywords: ['stepmother', 'blended'] },
        { id: 21, slug: 'money', name: 'Money', keywords: [] },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
