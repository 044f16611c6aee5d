import { DeciderSpecification } from '../../../test/support/decider-specification';
import { type TopicCommand, topicsDecider } from './topics.decider';

const now = new Date('2026-11-24T08:00:00.000Z');
const create = (changes: Partial<TopicCommand> = {}): TopicCommand => ({
  type: 'CreateTopic',
  id: 3,
  slug: 'children',
  name: 'Children',
  keywords: ['custody', ' Visitation ', 'custody', ''],
  now,
  ...changes,
});

const { given } = DeciderSpecification.for(topicsDecider);

describe('CreateTopic', () => {
  it('creates the topic with its keywords trimmed, lowercased and deduplicated', () => {
    given([])
      .when(create())
      .then([
        {
          type: 'TopicCreated',
          data: {
            id: 3,
            slug: 'children',
            name: 'Children',
            keywords: ['custody', 'visitation'],
            createdAt: now.toISOString(),
          },
        },
      ]);
  });

  describe('when the slug is taken', () => {
    it('refuses with a conflict naming the slug', () => {
      const existing = given([]).when(create()).events();
      given(existing)
        .when(create({ id: 20, name: 'Kids' }))
        .thenRefuses('conflict', 'A topic with the slug "children" already exists.');
    });
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['a slug with capitals', { slug: 'Children' }],
    ['a slug with spaces', { slug: 'getting divorced' }],
    ['a slug with a double hyphen', { slug: 'high--conflict' }],
  ])('refuses %s', (_, changes) => {
    given([]).when(create(changes)).thenRefuses('validation');
  });
});
