import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { activateQotd, setQotdAvailability } from '../commands/qotd/qotd.decider';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { DomainError } from '../common/domain-error';
import { QOTD_MESSAGES, type QotdEntryPage, type QuestionOfTheDay } from '../contracts/qotd';
import { PostsQueries } from '../projections/posts/posts.queries';
import { CommandRunner } from '../writes/command-runner';
import { QotdQueries } from '../projections/qotd/qotd.queries';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { qotdEntryPage, questionOfTheDay } from './responses/qotd.responses';
import { Ctx } from './request-context';
import { idParam, pageField } from './schemas';
import { PublicCache } from './visitor-cache';

const questionParams = z.object({ id: idParam });
// The table's page: a change answers with the page the administrator is on.
const pageQuery = z.strictObject({ page: pageField });
const cycleBody = z.object({ available: z.boolean({ error: 'Please say whether the question is in the cycle.' }) });

const questionId = (id: number | null) => {
  if (id === null) throw new DomainError('not_found', QOTD_MESSAGES.questionNotFound);
  return id;
};

@ApiTags('question of the day')
@Controller('api')
export class QotdController {
  constructor(
    private readonly qotd: QotdQueries,
    private readonly posts: PostsQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get('qotd')
  @PublicCache()
  @Output('The question of the day', questionOfTheDay)
  @Input({})
  async current(): Promise<QuestionOfTheDay> {
    const id = await this.qotd.currentId();
    const question = id === null ? null : await this.posts.detail('qnas', id);
    // A question its author deleted is no question of the day, even kept as a placeholder for its answers.
    return { question: question?.deletedAt ? null : question };
  }

  @Get('admin/qotd')
  @Auth('Administrator')
  @Output('Every question, as the question-of-the-day table lists them', qotdEntryPage)
  @Input({ query: pageQuery })
  entries(@Query() query: z.infer<typeof pageQuery>): Promise<QotdEntryPage> {
    return this.qotd.entries(query.page);
  }

  /** "Cycle as QOTD?": the current question cannot leave the cycle. */
  @Put('admin/qotd/:id/cycle')
  @Auth('Administrator')
  @Output('Put a question in the question-of-the-day cycle or take it out', qotdEntryPage)
  @Input({ params: questionParams, query: pageQuery, body: cycleBody })
  async setAvailability(
    @Param() params: z.infer<typeof questionParams>,
    @Query() query: z.infer<typeof pageQuery>,
    @Body() body: z.infer<typeof cycleBody>,
    @Ctx() ctx: CommandContext,
  ): Promise<QotdEntryPage> {
    await this.runner.run(setQotdAvailability, { questionId: questionId(params.id), available: body.available }, ctx);
    return this.qotd.entries(query.page);
  }

  /** Makes a question of the cycle the current one. */
  @Put('admin/qotd/:id/active')
  @Auth('Administrator')
  @Output('Make a question of the cycle the question of the day', qotdEntryPage)
  @Input({ params: questionParams, query: pageQuery })
  async activate(
    @Param() params: z.infer<typeof questionParams>,
    @Query() query: z.infer<typeof pageQuery>,
    @Ctx() ctx: CommandContext,
  ): Promise<QotdEntryPage> {
    await this.runner.run(activateQotd, { questionId: questionId(params.id) }, ctx);
    return this.qotd.entries(query.page);
  }
}
