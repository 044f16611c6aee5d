import { AddAnswerHandler } from './add-answer.handler';
import { AddCommentHandler } from './add-comment.handler';
import { CastVoteHandler } from './cast-vote.handler';
import { ReportReplyHandler } from './report-reply.handler';

export const conversationCommandHandlers = [AddCommentHandler, AddAnswerHandler, CastVoteHandler, ReportReplyHandler];
