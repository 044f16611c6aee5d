import { DeletePostHandler } from './delete-post.handler';

export const authorDeletionCommandHandlers = [DeletePostHandler];
