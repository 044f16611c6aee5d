import { qotdStream } from '../../events/streams';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { qotdProjection } from './qotd.projection';

describe.each(READ_DATABASES)('question of the day projection on %s', (database) => {
  const harness = projectionHarness(database, qotdProjection);
  const added = (questionId: number) =>
    harness.event(qotdStream(), { type: 'QuestionAddedToQotdCycle', data: { questionId } });
  const removed = (questionId: number) =>
    harness.event(qotdStream(), { type: 'QuestionRemovedFromQotdCycle', data: { questionId } });
  const activated = (questionId: number, activatedAt: string) =>
    harness.event(qotdStream(), {
      type: 'QotdActivated',
      data: { questionId, day: activatedAt.slice(0, 10), activatedAt },
    });

  describe('when the daily job cycles through the questions', () => {
    it('shows one current question, and counts the uses and the last use of each', async () => {
      await harness.givenEvents(
        added(4),
        added(5),
        activated(4, '2026-11-22T06:00:00.000Z'),
        activated(5, '2026-11-23T06:00:00.000Z'),
        activated(4, '2026-11-24T06:00:00.000Z'),
      );
      await harness.expectRows('qotd_entries', [
        {
          question_id: 4,
          available: true,
          active: true,
          times_used: 2,
          last_used: new Date('2026-11-24T06:00:00.000Z'),
        },
        {
          question_id: 5,
          available: true,
          active: false,
          times_used: 1,
          last_used: new Date('2026-11-23T06:00:00.000Z'),
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a question leaves the cycle', () => {
    it('keeps its row, unavailable, with its use count', async () => {
      await harness.givenEvents(
        added(4),
        added(5),
        activated(4, '2026-11-22T06:00:00.000Z'),
        activated(5, '2026-11-23T06:00:00.000Z'),
        removed(4),
      );
      await harness.expectRows('qotd_entries', [
        { question_id: 4, available: false, times_used: 1 },
        { question_id: 5, available: true, times_used: 1 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
