import { Body, Controller, Delete, Param, Put } from '@nestjs/common';
import { chooseBestAnswer } from '../commands/best-answers/best-answer.decider';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { DomainError } from '../common/domain-error';
import { type AnswerList, BEST_ANSWER_MESSAGES } from '../contracts/best-answers';
import { ConversationsQueries } from '../projections/conversations/conversations.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { answerList } from './responses/content.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { idField, idParam } from './schemas';

const questionParams = z.object({ id: idParam });
const markBody = z.object({
  answerId: idField(BEST_ANSWER_MESSAGES.answerRequired),
});

const questionId = (id: number | null) => {
  if (id === null) throw new DomainError('not_found', BEST_ANSWER_MESSAGES.questionNotFound);
  return id;
};

/**
 * The asker's choice of the best answer to their question. Both routes answer with the question's
 * answers as they now stand (the best first), so the page shows the new order without asking again.
 */
@ApiTags('conversations')
@Controller('api/questions/:id/best-answer')
export class BestAnswersController {
  constructor(
    private readonly conversations: ConversationsQueries,
    private readonly runner: CommandRunner,
  ) {}

  /** Marks one of the question's answers as the best; the answer that was the best loses the mark. */
  @Put()
  @Auth()
  @Output('The asker marks one of the answers as the best (replacing an earlier choice)', answerList)
  @Input({ params: questionParams, body: markBody })
  mark(
    @Param() params: z.infer<typeof questionParams>,
    @Body() body: z.infer<typeof markBody>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<AnswerList> {
    return this.choose(questionId(params.id), body.answerId, session, ctx);
  }

  /** Leaves the question without a best answer. */
  @Delete()
  @Auth()
  @Output('The asker unmarks the best answer; the question then has none', answerList)
  @Input({ params: questionParams })
  unmark(
    @Param() params: z.infer<typeof questionParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<AnswerList> {
    return this.choose(questionId(params.id), null, session, ctx);
  }

  private async choose(
    id: number,
    answerId: number | null,
    session: RequestSession,
    ctx: CommandContext,
  ): Promise<AnswerList> {
    await this.runner.run(chooseBestAnswer, { questionId: id, answerId }, ctx);
    return this.conversations.answerList(id, session.user.uid);
  }
}
