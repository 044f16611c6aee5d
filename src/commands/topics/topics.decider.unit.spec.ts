import { fold } from '../decider';
import type { TopicEvent } from '../../events/topics/topics.events';
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

function given(events: TopicEvent[]) {
  const state = fold(topicsDecider, events);
  return { when: (command: TopicCommand) => () => topicsDecider.decide(command, state) };
}

describe('CreateTopic', () => {
  it('creates the topic with its keywords trimmed, lowercased and deduplicated', () => {
    expect(given([]).when(create())()).toEqual([
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
      const existing = given([]).when(create())();
      expect(given(existing).when(create({ id: 20, name: 'Kids' }))).toThrow(
        expect.objectContaining({ code: 'conflict', message: 'A topic with the slug "children" already exists.' }),
      );
    });
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['a slug with capitals', { slug: 'Children' }],
    ['a slug with spaces', { slug: 'getting divorced' }],
    ['a slug with a double hyphen', { slug: 'high--conflict' }],
  ])('refuses %s', (_, changes) => {
    expect(given([]).when(create(changes))).toThrow(expect.objectContaining({ code: 'validation' }));
  });
});
