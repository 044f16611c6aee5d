import { DeciderSpecification } from '../../../test/support/decider-specification';
import { POST_MESSAGES } from '../../contracts/content';
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

const { given } = DeciderSpecification.for(postCategoriesDecider);

describe('CategorizePost', () => {
  it('adds a topic the post does not carry, whatever else is in its stream', () => {
    given([posted, comment])
      .when(categorize(20))
      .then([categorized(20)]);
  });

  it('changes nothing for a topic the post was posted with or was given later', () => {
    given([posted]).when(categorize(3)).thenNothingHappened();
    given([posted, categorized(20), comment])
      .when(categorize(20))
      .thenNothingHappened();
  });

  it('answers not found for a post that does not exist', () => {
    given([]).when(categorize(20)).thenRefuses('not_found', POST_MESSAGES.notFound);
  });
});
