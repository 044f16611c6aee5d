import { voteStream } from '../../events/streams';
import { answerAdded, commentAdded, posted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { conversationsProjection } from '../conversations/conversations.projection';
import { postsProjection } from './posts.projection';
import { PostsQueries } from './posts.queries';

const TOPIC = 20;
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;

// Lists and topic tabs sorted Newest (the spec's order), Top (the votes in the conversation, then
// newest) and Unanswered (questions without answers, newest first), 6 to a page.
describe.each(READ_DATABASES)('sorted lists on %s', (database) => {
  const harness = projectionHarness(database, conversationsProjection, { upstream: [postsProjection] });
  let posts: PostsQueries;
  const vote = (target: 'answer' | 'comment', targetId: number, voterId: number, value: -1 | 1) =>
    harness.event(voteStream(target, targetId, voterId), {
      type: 'VoteCast',
      data: { target, targetId, voterId, previous: 0, vote: value },
    });
  const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

  beforeAll(async () => {
    await harness.givenEvents(
      // Questions 1..8, one a day; the odd ones carry the topic.
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((id) =>
        harness.event(...posted('qnas', id, { postedAt: at(id), categories: id % 2 === 1 ? [TOPIC] : [] })),
      ),
      // 2 and 3 have the best-rated answers (a tie: 3 is newer), 5 an answer nobody voted on, 7 a
      // voted-down one; 1, 4, 6 and 8 have none.
      harness.event(...answerAdded(21, 2)),
      harness.event(...answerAdded(22, 2)),
      harness.event(...answerAdded(31, 3)),
      harness.event(...answerAdded(51, 5)),
      harness.event(...answerAdded(71, 7)),
      vote('answer', 21, 8, 1),
      vote('answer', 22, 8, 1),
      vote('answer', 31, 8, 1),
      vote('answer', 31, 9, 1),
      vote('answer', 71, 8, -1),
      // Articles: 11 older with a well-rated comment, 12 newer without.
      harness.event(...posted('articles', 11, { postedAt: at(1), categories: [TOPIC] })),
      harness.event(...posted('articles', 12, { postedAt: at(2), categories: [TOPIC] })),
      harness.event(...commentAdded(111, 11)),
      vote('comment', 111, 8, 1),
    );
    posts = new PostsQueries(harness.database);
  });

  it('lists newest first by default and when asked', async () => {
    expect(ids(await posts.page('qnas', 1))).toEqual([8, 7, 6, 5, 4, 3]);
    expect(ids(await posts.page('qnas', 2, 'newest'))).toEqual([2, 1]);
  });

  it('lists the most voted conversations first under Top, ties newest first, across pages', async () => {
    const first = await posts.page('qnas', 1, 'top');
    expect(ids(first)).toEqual([3, 2, 8, 6, 5, 4]);
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 6 });
    expect(ids(await posts.page('qnas', 2, 'top'))).toEqual([1, 7]);
    expect(ids(await posts.page('articles', 1, 'top'))).toEqual([11, 12]);
  });

  it('lists only the questions without answers under Unanswered, newest first', async () => {
    const unanswered = await posts.page('qnas', 1, 'unanswered');
    expect(ids(unanswered)).toEqual([8, 6, 4, 1]);
    expect(unanswered.total).toBe(4);
    expect(unanswered.items.every((item) => item.replyCount === 0)).toBe(true);
    // A page past the end still tells how many there are.
    expect(await posts.page('qnas', 2, 'unanswered')).toMatchObject({ items: [], total: 4 });
  });

  it('sorts a topic’s tabs the same way', async () => {
    expect(ids(await posts.topicPage(TOPIC, 'qnas', 1))).toEqual([7, 5, 3, 1]);
    expect(ids(await posts.topicPage(TOPIC, 'qnas', 1, 'top'))).toEqual([3, 5, 1, 7]);
    expect(ids(await posts.topicPage(TOPIC, 'qnas', 1, 'unanswered'))).toEqual([1]);
    expect(ids(await posts.topicPage(TOPIC, 'articles', 1, 'top'))).toEqual([11, 12]);
    expect(ids(await posts.topicPage(TOPIC, 'articles', 1))).toEqual([12, 11]);
  });
});
