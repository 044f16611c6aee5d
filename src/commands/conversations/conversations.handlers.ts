import { AddAnswerHandler } from './add-answer.handler';
import { AddCommentHandler } from './add-comment.handler';

export const conversationCommandHandlers = [AddCommentHandler, AddAnswerHandler];
