import { DomainError } from '../../common/domain-error';
import type { TopicEvent } from '../../events/topics/topics.events';
import type { Decider } from '../decider';

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
