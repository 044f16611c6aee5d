import { DomainError } from '../../common/domain-error';
import type { TopicEvent } from '../../events/topics/topics.events';
import type { Decider } from '../decider';
import { topicStream } from '../../events/streams';
import { TopicIdsRepository } from '../../infra/content/topic-ids.repository';
import { defineWrite } from '../define-write';

export const TOPIC_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const TOPIC_NAME_MAX = 60;

export type TopicCommand = {
  type: 'CreateTopic';
  id: number;
  slug: string;
  name: string;
  keywords: string[];
  now: Date;
};

export interface TopicState {
  exists: boolean;
}

const refuse = (message: string): never => {
  throw new DomainError('validation', message);
};

/** Trimmed, lowercased, empty ones and repeats dropped. */
const normaliseKeywords = (keywords: readonly string[]) => [
  ...new Set(keywords.map((k) => k.trim().toLowerCase()).filter((k) => k !== '')),
];

function decide(command: TopicCommand, state: TopicState): TopicEvent[] {
  if (state.exists) throw new DomainError('conflict', `A topic with the slug "${command.slug}" already exists.`);
  const name = command.name.trim();
  if (name === '') refuse('Please enter the topic.');
  if (name.length > TOPIC_NAME_MAX) refuse(`Please keep the topic to ${TOPIC_NAME_MAX} characters or fewer.`);
  if (!TOPIC_SLUG_PATTERN.test(command.slug))
    refuse('Please use only lowercase letters, digits and single hyphens in the slug.');
  return [
    {
      type: 'TopicCreated',
      data: {
        id: command.id,
        slug: command.slug,
        name,
        keywords: normaliseKeywords(command.keywords),
        createdAt: command.now.toISOString(),
      },
    },
  ];
}

export const topicsDecider: Decider<TopicCommand, TopicState, TopicEvent> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide,
};

/** Creates a topic; a slug that is taken is refused with a conflict. */
export const createTopic = defineWrite({
  name: 'CreateTopic',
  decider: topicsDecider,
  stream: ({ slug }: { slug: string; name: string; keywords: string[] }) => topicStream(slug),
  prepare: async ({ slug, name, keywords }, { read, get }) => {
    // Refused before an id is taken, so that asking again for an existing slug uses up no id (the check's time is
    // never stored).
    topicsDecider.decide(
      { type: 'CreateTopic', id: 0, slug, name, keywords, now: new Date(0) },
      await read(topicStream(slug), topicsDecider),
    );
    return get(TopicIdsRepository).next();
  },
  // The append expects no stream: of two racing creations of one slug, the second is refused.
  command: ({ slug, name, keywords }, now, id): TopicCommand => ({
    type: 'CreateTopic',
    id,
    slug,
    name,
    keywords,
    now,
  }),
  nextReads: ['topics'],
  answer: (_decision, _input, id) => ({ id }),
});
