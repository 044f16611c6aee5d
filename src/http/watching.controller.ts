import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { changeWatch, type WatchSubject } from '../commands/watches/watches.decider';
import { TOPIC_SLUG_PATTERN } from '../commands/topics/topics.decider';
import { DomainError } from '../common/domain-error';
import { TOPIC_SLUG_MAX } from '../contracts/topics';
import { WATCH_MESSAGES, type WatchingList } from '../contracts/watching';
import { WatchesQueries } from '../projections/watches/watches.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { watchingList } from './responses/watching.responses';
import { Ctx, CurrentSession, type RequestSession } from './request-context';
import { idParam } from './schemas';

const questionParams = z.object({ id: z.string() });
const topicParams = z.object({ slug: z.string() });
const topicSlug = z.string().max(TOPIC_SLUG_MAX).regex(TOPIC_SLUG_PATTERN);

/** A path that cannot name a question or a topic names nothing: 404, as for one that is not there. */
function questionOf(params: z.infer<typeof questionParams>): WatchSubject {
  const id = idParam.parse(params.id);
  if (id === null) throw new DomainError('not_found', WATCH_MESSAGES.questionNotFound);
  return { kind: 'question', id };
}

function topicOf(params: z.infer<typeof topicParams>): WatchSubject {
  const slug = topicSlug.safeParse(params.slug);
  if (!slug.success) throw new DomainError('not_found', WATCH_MESSAGES.topicNotFound);
  return { kind: 'topic', slug: slug.data };
}

/**
 * "Watching": the questions and topics a member hears of (new answers, new posts) in the bell and
 * the weekly digest. A member's own list only; each write answers with the whole list, newest first.
 * Watching twice or unwatching what is not watched changes nothing.
 */
@ApiTags('account')
@Controller('api/account/watching')
@Auth()
export class WatchingController {
  constructor(
    private readonly watches: WatchesQueries,
    private readonly runner: CommandRunner,
  ) {}

  @Get()
  @Output('The questions and topics you watch, newest first', watchingList)
  @Input({})
  async list(@CurrentSession() session: RequestSession): Promise<WatchingList> {
    return { items: await this.watches.list(session.user.uid) };
  }

  @Put('questions/:id')
  @Output('Watch a question; watching it twice changes nothing', watchingList)
  @Input({ params: questionParams })
  watchQuestion(
    @Param() params: z.infer<typeof questionParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<WatchingList> {
    return this.change(session.user.uid, questionOf(params), true, ctx);
  }

  @Delete('questions/:id')
  @Output('Stop watching a question (your own questions are watched until you do)', watchingList)
  @Input({ params: questionParams })
  unwatchQuestion(
    @Param() params: z.infer<typeof questionParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<WatchingList> {
    return this.change(session.user.uid, questionOf(params), false, ctx);
  }

  @Put('topics/:slug')
  @Output('Watch a topic; watching it twice changes nothing', watchingList)
  @Input({ params: topicParams })
  watchTopic(
    @Param() params: z.infer<typeof topicParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<WatchingList> {
    return this.change(session.user.uid, topicOf(params), true, ctx);
  }

  @Delete('topics/:slug')
  @Output('Stop watching a topic', watchingList)
  @Input({ params: topicParams })
  unwatchTopic(
    @Param() params: z.infer<typeof topicParams>,
    @CurrentSession() session: RequestSession,
    @Ctx() ctx: CommandContext,
  ): Promise<WatchingList> {
    return this.change(session.user.uid, topicOf(params), false, ctx);
  }

  private async change(uid: number, subject: WatchSubject, watching: boolean, ctx: CommandContext) {
    await this.runner.run(changeWatch, { uid, subject, watching }, ctx);
    return { items: await this.watches.list(uid) };
  }
}
