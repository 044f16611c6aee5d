import { ChooseBestAnswerHandler } from './choose-best-answer.handler';

export const bestAnswerCommandHandlers = [ChooseBestAnswerHandler];
