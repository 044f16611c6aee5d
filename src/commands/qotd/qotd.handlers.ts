import { ActivateQotdHandler } from './activate-qotd.handler';
import { CycleQotdHandler } from './cycle-qotd.handler';
import { SetQotdAvailabilityHandler } from './set-qotd-availability.handler';

export const qotdCommandHandlers = [SetQotdAvailabilityHandler, ActivateQotdHandler, CycleQotdHandler];
