import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { castVote } from '../commands/conversations/vote.decider';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { addAnswer, addComment } from '../commands/conversations/conversation.decider';
import { DomainError } from '../common/domain-error';
import type { AnswerList } from '../contracts/best-answers';
import { CONVERSATION_MESSAGES, type Reply, type VoteResult } from '../contracts/content';
import { ConversationsQueries, type ReplyKind } from '../projections/conversations/conversations.queries';
import { CommandRunner } from '../writes/command-runner';
import { found as foundOr404 } from './found';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { answerList, created, replies, voteResult } from './responses/content.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { type Created, HELD } from './responses/held';
import { idParam, newReplyBody } from './schemas';
import { PublicCache } from './visitor-cache';

const commentParams = z.object({ kind: z.string(), id: idParam });
const questionParams = z.object({ id: idParam });
const replyParams = z.object({ target: z.string(), id: idParam });
const voteBody = z.object({ direction: z.enum(['up', 'down']) });

const COMMENT_PARENTS = ['articles', 'books', 'videos'] as const;
const TARGETS: Record<string, ReplyKind> = { comments: 'comment', answers: 'answer' };

const found = <T>(value: T | null | undefined, message: string = CONVERSATION_MESSAGES.parentNotFound) =>
  foundOr404(value, message);
const commentParent = (kind: string) => found(COMMENT_PARENTS.find((k) => k === kind));
const replyTarget = (target: string) =>
  found(Object.hasOwn(TARGETS, target) ? TARGETS[target] : null, CONVERSATION_MESSAGES.replyNotFound);
const confirmed = (body: z.infer<typeof newReplyBody>) => body.identifyingDetailsConfirmed === true;
const authorOf = (session: RequestSession) => ({
  id: session.user.uid,
  name: session.user.username,
  role: session.user.role,
});

@ApiTags('conversations')
@Controller('api')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get(':kind/:id/comments')
  @PublicCache()
  @Output('The comments on an article, book or video, oldest first', replies)
  @Input({ params: commentParams })
  async comments(
    @Param() params: z.infer<typeof commentParams>,
    @Req() req: FastifyRequest,
  ): Promise<{ items: Reply[] }> {
    return {
      items: await this.conversations.replies(
        commentParent(params.kind),
        found(params.id),
        req.session?.user.uid ?? null,
      ),
    };
  }

  @Post(':kind/:id/comments')
  @Auth()
  @Output('Comment on an article, book or video', created)
  @Input({ params: commentParams, body: newReplyBody })
  async addComment(
    @Param() params: z.infer<typeof commentParams>,
    @Body() body: z.infer<typeof newReplyBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<Created> {
    const { id, held } = await this.runner.run(
      addComment,
      {
        parentKind: commentParent(params.kind),
        parentId: found(params.id),
        author: authorOf(session),
        text: body.text,
        identifyingDetailsConfirmed: confirmed(body),
        writingMs: body.writingMs,
      },
      ctx,
    );
    return held ? { id, ...HELD } : { id };
  }

  @Get('questions/:id/answers')
  @PublicCache()
  @Output('The answers to a question, the best first', answerList)
  @Input({ params: questionParams })
  async answers(@Param() params: z.infer<typeof questionParams>, @Req() req: FastifyRequest): Promise<AnswerList> {
    return this.conversations.answerList(found(params.id), req.session?.user.uid ?? null);
  }

  @Post('questions/:id/answers')
  @Auth()
  @Output('Answer a question', created)
  @Input({ params: questionParams, body: newReplyBody })
  async addAnswer(
    @Param() params: z.infer<typeof questionParams>,
    @Body() body: z.infer<typeof newReplyBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<Created> {
    const { id, held } = await this.runner.run(
      addAnswer,
      {
        questionId: found(params.id),
        author: authorOf(session),
        text: body.text,
        identifyingDetailsConfirmed: confirmed(body),
        writingMs: body.writingMs,
      },
      ctx,
    );
    return held ? { id, ...HELD } : { id };
  }

  @Post(':target/:id/vote')
  @HttpCode(200)
  @Auth()
  @Output('Vote a comment or an answer up or down (voting the same way again withdraws the vote)', voteResult)
  @Input({ params: replyParams, body: voteBody })
  async vote(
    @Param() params: z.infer<typeof replyParams>,
    @Body() body: z.infer<typeof voteBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<VoteResult> {
    const { target, id, authorId } = await this.existingReply(params);
    const uid = session.user.uid;
    const { myVote } = await this.runner.run(
      castVote,
      { target, targetId: id, voterId: uid, authorId, direction: body.direction },
      ctx,
    );
    const votes = found(await this.conversations.votes(target, id, uid), CONVERSATION_MESSAGES.replyNotFound);
    return { vote: votes.vote, myVote };
  }

  private async existingReply(
    params: z.infer<typeof replyParams>,
  ): Promise<{ target: ReplyKind; id: number; authorId: number | null }> {
    const target = replyTarget(params.target);
    const id = found(params.id, CONVERSATION_MESSAGES.replyNotFound);
    const authorId = await this.conversations.authorOf(target, id);
    if (authorId === undefined) throw new DomainError('not_found', CONVERSATION_MESSAGES.replyNotFound);
    return { target, id, authorId };
  }
}
