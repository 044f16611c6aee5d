import { POST_MESSAGES } from '../../contracts/content';
import { fold } from '../decider';
import { type CategorizePostCommand, postCategoriesDecider } from './post-categories.decider';

const postedAt = '2026-11-24T08:00:00.000Z';
const now = new Date('2026-11-25T09:30:00.000Z');
const posted = {
  type: 'ArticlePosted',
  data: {
    id: 17,
    authorId: 7,
    authorName: 'Dana',
    authorRole: 'Member',
    title: 'T',
    body: 'B',
    tags: [],
    categories: [3],
    media: null,
    postedAt,
  },
};
const comment = { type: 'CommentAdded', data: { id: 1, parentKind: 'articles', parentId: 17 } };
const categorized = (topicId: number) => ({
  type: 'PostCategorized',
  data: { kind: 'articles', id: 17, topicId, categorizedAt: now.toISOString() },
});
const categorize = (topicId: number): CategorizePostCommand => ({
  type: 'CategorizePost',
  kind: 'articles',
  id: 17,
  topicId,
  now,
});

function given(events: { type: string; data: unknown }[]) {
  const state = fold(postCategoriesDecider, events);
  return { when: (command: CategorizePostCommand) => () => postCategoriesDecider.decide(command, state) };
}

describe('CategorizePost', () => {
  it('adds a topic the post does not carry, whatever else is in its stream', () => {
    expect(given([posted, comment]).when(categorize(20))()).toEqual([categorized(20)]);
  });

  it('changes nothing for a topic the post was posted with or was given later', () => {
    expect(given([posted]).when(categorize(3))()).toEqual([]);
    expect(given([posted, categorized(20), comment]).when(categorize(20))()).toEqual([]);
  });

  it('answers not found for a post that does not exist', () => {
    expect(given([]).when(categorize(20))).toThrow(
      expect.objectContaining({ code: 'not_found', message: POST_MESSAGES.notFound }),
    );
  });
});
