import { UnmaskAuthorHandler } from './unmask-author.handler';

export const pseudonymCommandHandlers = [UnmaskAuthorHandler];
