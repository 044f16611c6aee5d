import { AddAnswerHandler } from './add-answer.handler';
import { AddCommentHandler } from './add-comment.handler';
import { CastVoteHandler } from './cast-vote.handler';

export const conversationCommandHandlers = [AddCommentHandler, AddAnswerHandler, CastVoteHandler];
