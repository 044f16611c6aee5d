import { CycleQotdHandler } from './cycle-qotd.handler';

export const qotdCommandHandlers = [CycleQotdHandler];
