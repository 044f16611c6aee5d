import { DeletePostHandler } from './delete-post.handler';
import { DeleteReplyHandler } from './delete-reply.handler';

export const authorDeletionCommandHandlers = [DeletePostHandler, DeleteReplyHandler];
