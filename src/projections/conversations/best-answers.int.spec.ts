import { sql } from 'kysely';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { applyEvents, eventsAt } from '../../../test/support/stored-events';
import { openPGlite, type SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { migrateToLatest } from '../../infra/sql/migrate';
import { ALL_MIGRATIONS } from '../all-migrations';
import { postsProjection } from '../posts/posts.projection';
import type { Projection } from '../projection';
import { conversationsProjection } from './conversations.projection';
import { ConversationsQueries } from './conversations.queries';

// The best answer in the read model: given the question's stream, the answers list it first, then
// by votes; a replay or a rebuild of the projection ends in the same list.

const stored = eventsAt('2026-11-28T10:00:00.000Z');

const ASKER = 5;
const QUESTION = 7;
const stream = `question-${QUESTION}`;
const asked = (id: number) =>
  stored(`question-${id}`, 'QuestionPosted', {
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
  });
const answered = (id: number, questionId = QUESTION) =>
  stored(`question-${questionId}`, 'AnswerAdded', {
    id,
    questionId,
    authorId: 10 + id,
    authorName: `Answerer ${id}`,
    authorRole: 'member',
    text: `Answer ${id}`,
    addedAt: `2026-11-28T09:0${id}:00.000Z`,
  });
const upVoted = (answerId: number, voterId: number) =>
  stored(`vote-answer${answerId}-${voterId}`, 'VoteCast', {
    target: 'answer',
    targetId: answerId,
    voterId,
    previous: 0,
    vote: 1,
  });
const marked = (answerId: number) =>
  stored(stream, 'BestAnswerMarked', { questionId: QUESTION, answerId, markedAt: '2026-11-28T10:00:00.000Z' });
const unmarked = (answerId: number) =>
  stored(stream, 'BestAnswerUnmarked', { questionId: QUESTION, answerId, unmarkedAt: '2026-11-28T11:00:00.000Z' });
const removed = (answerId: number) =>
  stored(stream, 'ContentRemoved', {
    kind: 'answers',
    id: answerId,
    reportId: null,
    reason: null,
    removedAt: '2026-11-28T12:00:00.000Z',
  });

const PROJECTIONS = [postsProjection, conversationsProjection];

describe('the best answer in the conversations read model', () => {
  let database: SqlDatabase<ReadModel>;
  const given = (...events: StoredEvent[]) => applyEvents(database.db, PROJECTIONS, events);
  /** The answers as [id, isBest], in the order a question page shows them. */
  const shown = async (questionId = QUESTION) =>
    (await new ConversationsQueries(database).answerList(questionId, null)).items.map((a) => [a.id, a.isBest]);
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

  const emptyTables = async (projections: readonly Projection[]) => {
    for (const table of projections.flatMap((projection) => projection.tables))
      await sql`delete from ${sql.table(table)}`.execute(database.db);
  };

  // One database for the file (migrating one is the slow part); each test starts from the same history.
  beforeAll(async () => {
    database = await openPGlite<ReadModel>();
    await migrateToLatest(database.db, ALL_MIGRATIONS);
  });
  beforeEach(async () => {
    await emptyTables(PROJECTIONS);
    await given(...history, asked(8), answered(4, 8));
  });
  afterAll(async () => database.close());

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
    await emptyTables([conversationsProjection]);
    await given(...history, answered(4, 8), ...later);
    expect(await shown()).toEqual(before);
  });

  it('tells the asker, and only the asker, that they may choose', async () => {
    const queries = new ConversationsQueries(database);
    expect((await queries.answerList(QUESTION, ASKER)).canMarkBest).toBe(true);
    expect((await queries.answerList(QUESTION, 11)).canMarkBest).toBe(false);
    expect((await queries.answerList(QUESTION, null)).canMarkBest).toBe(false);
    expect((await queries.answerList(999, ASKER)).canMarkBest).toBe(false);
  });
});
