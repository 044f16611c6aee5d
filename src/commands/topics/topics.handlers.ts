import { CreateTopicHandler } from './create-topic.handler';

export const topicCommandHandlers = [CreateTopicHandler];
