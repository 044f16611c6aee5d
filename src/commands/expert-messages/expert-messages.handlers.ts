import { SendExpertMessageHandler } from './send-expert-message.handler';

export const expertMessageCommandHandlers = [SendExpertMessageHandler];
