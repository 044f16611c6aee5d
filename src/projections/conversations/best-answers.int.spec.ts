import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { postsProjection } from '../posts/posts.projection';
import { conversationsProjection } from './conversations.projection';
import { ConversationsQueries } from './conversations.queries';

// The best answer in the read model: given the question's stream, the answers list it first, then
// by votes; a replay or a rebuild of the projection ends in the same list.

describe.each(READ_DATABASES)('the best answer in the conversations read model on %s', (database) => {
  const harness = projectionHarness(database, conversationsProjection, { upstream: [postsProjection] });
  const ASKER = 5;
  const QUESTION = 7;
  const stream = `question-${QUESTION}`;
  const asked = (id: number) =>
    harness.event(`question-${id}`, {
      type: 'QuestionPosted',
      data: {
        id,
        authorId: ASKER,
        authorName: 'Asker',
        authorRole: 'member',
        title: 'Who keeps the dog?',
        body: 'We both love him.',
        tags: [],
        categories: [],
        media: null,
        postedAt: '2026-11-28T08:00:00.000Z',
      },
    });
  const answered = (id: number, questionId = QUESTION) =>
    harness.event(`question-${questionId}`, {
      type: 'AnswerAdded',
      data: {
        id,
        questionId,
        authorId: 10 + id,
        authorName: `Answerer ${id}`,
        authorRole: 'member',
        text: `Answer ${id}`,
        addedAt: `2026-11-28T09:0${id}:00.000Z`,
      },
    });
  const upVoted = (answerId: number, voterId: number) =>
    harness.event(`vote-answer${answerId}-${voterId}`, {
      type: 'VoteCast',
      data: { target: 'answer', targetId: answerId, voterId, previous: 0, vote: 1 },
    });
  const marked = (answerId: number) =>
    harness.event(stream, {
      type: 'BestAnswerMarked',
      data: { questionId: QUESTION, answerId, markedAt: '2026-11-28T10:00:00.000Z' },
    });
  const unmarked = (answerId: number) =>
    harness.event(stream, {
      type: 'BestAnswerUnmarked',
      data: { questionId: QUESTION, answerId, unmarkedAt: '2026-11-28T11:00:00.000Z' },
    });
  const removed = (answerId: number) =>
    harness.event(stream, {
      type: 'ContentRemoved',
      data: { kind: 'answers', id: answerId, reportId: null, reason: null, removedAt: '2026-11-28T12:00:00.000Z' },
    });

  // Applied as the runner applies a batch: one transaction per projection.
  const given = (...events: StoredEvent[]) => harness.applyBatch(events);
  /** The answers as [id, isBest], in the order a question page shows them. */
  const shown = async (questionId = QUESTION) =>
    (await new ConversationsQueries(harness.database).answerList(questionId, null)).items.map((a) => [a.id, a.isBest]);
  // Answer 2 has the most votes, then 3, then 1.
  const history = [
    asked(QUESTION),
    answered(1),
    answered(2),
    answered(3),
    upVoted(2, 20),
    upVoted(2, 21),
    upVoted(3, 20),
  ];

  // One database for the file (migrating one is the slow part); each test starts from the same history.
  beforeEach(async () => {
    await harness.givenEvents();
    await given(...history, asked(8), answered(4, 8));
  });

  it('lists the answers by votes while none is the best', async () => {
    expect(await shown()).toEqual([
      [2, false],
      [3, false],
      [1, false],
    ]);
  });

  it('lists the best answer first whatever its votes, then the others by votes', async () => {
    await given(marked(1));
    expect(await shown()).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('moves the mark when another answer is marked, and drops it when unmarked', async () => {
    await given(marked(1), marked(3));
    expect(await shown()).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    await given(unmarked(3));
    expect((await shown()).filter(([, isBest]) => isBest)).toEqual([]);
  });

  it('leaves other questions’ answers alone', async () => {
    await given(marked(1));
    expect(await shown(8)).toEqual([[4, false]]);
  });

  it('shows no best answer once the best one is removed', async () => {
    await given(marked(2), removed(2));
    expect(await shown()).toEqual([
      [3, false],
      [1, false],
    ]);
  });

  it('ends in the same list when a choice is applied twice (a replay after a crash)', async () => {
    const choices = [marked(1), marked(3)];
    await given(...choices);
    await given(...choices);
    expect(await shown()).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('ends in the same list when the projection is rebuilt from the start', async () => {
    const later = [marked(1), marked(3)];
    await given(...later);
    const before = await shown();
    await harness.expectRebuildKeepsRows();
    expect(await shown()).toEqual(before);
  });

  it('tells the asker, and only the asker, that they may choose', async () => {
    const queries = new ConversationsQueries(harness.database);
    expect((await queries.answerList(QUESTION, ASKER)).canMarkBest).toBe(true);
    expect((await queries.answerList(QUESTION, 11)).canMarkBest).toBe(false);
    expect((await queries.answerList(QUESTION, null)).canMarkBest).toBe(false);
    expect((await queries.answerList(999, ASKER)).canMarkBest).toBe(false);
  });
});
