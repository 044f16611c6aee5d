import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { dismissReport, removeContent } from '../commands/moderation/moderation.decider';
import { restoreHiddenContent } from '../commands/moderation/hiding.decider';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import type { ContentParent } from '../commands/moderation/reported-content';
import { DomainError } from '../common/domain-error';
import { MODERATION_MESSAGES, REMOVAL_REASON_MAX, type ViolationReportList } from '../contracts/moderation';
import { isReportStream } from '../events/streams';
import { ModerationQueries } from '../projections/moderation/moderation.queries';
import { CommandRunner } from '../writes/command-runner';
import { Auth } from './guards/auth.guard';
import { Input } from './input';
import { Output } from './output';
import { violationReportList } from './responses/admin.responses';
import { Ctx } from './request-context';

// An id that cannot be a report's names none: 404, like an unknown one.
const reportParams = z.object({ id: z.string() });
const removeBody = z.object({
  reason: z
    .string({ error: 'Please give the reason as text.' })
    .trim()
    .max(REMOVAL_REASON_MAX, MODERATION_MESSAGES.reasonTooLong)
    .optional(),
});

/** Violation reports: administrators dismiss them, or remove the reported content. */
@ApiTags('admin')
@Controller('api/admin/reports')
export class AdminReportsController {
  constructor(
    private readonly moderation: ModerationQueries,
    private readonly runner: CommandRunner,
  ) {}

  /** Open reports, newest first: one per reporter and content, so a content reported twice is listed twice. */
  @Get()
  @Auth('Administrator')
  @Output('Open violation reports, newest first', violationReportList)
  @Input({})
  list(): Promise<ViolationReportList> {
    return this.openReports();
  }

  /** The report is resolved; the content stays. Answers with the open reports left. */
  @Post(':id/dismiss')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Dismiss a report; the content stays', violationReportList)
  @Input({ params: reportParams })
  async dismiss(
    @Param() { id }: z.infer<typeof reportParams>,
    @Ctx() ctx: CommandContext,
  ): Promise<ViolationReportList> {
    // Read-your-writes: the queue, the badge and every page already leave the content out.
    await this.runner.run(dismissReport, { reportId: id, parent: await this.parentOf(id) }, ctx);
    return this.openReports();
  }

  /** Removes the reported content from every list, page and search; every open report of it is resolved. */
  @Post(':id/remove')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Remove the reported content everywhere, resolving its reports', violationReportList)
  @Input({ params: reportParams, body: removeBody })
  async remove(
    @Param() { id }: z.infer<typeof reportParams>,
    @Body() body: z.infer<typeof removeBody>,
    @Ctx() ctx: CommandContext,
  ): Promise<ViolationReportList> {
    await this.runner.run(
      removeContent,
      { reportId: id, parent: await this.parentOf(id), reason: body.reason || null },
      ctx,
    );
    return this.openReports();
  }

  /** An item that reports hid shows again; its open reports are dismissed and reports no longer hide it. */
  @Post(':id/restore')
  @HttpCode(200)
  @Auth('Administrator')
  @Output('Restore an item that reports hid, dismissing its reports', violationReportList)
  @Input({ params: reportParams })
  async restore(
    @Param() { id }: z.infer<typeof reportParams>,
    @Ctx() ctx: CommandContext,
  ): Promise<ViolationReportList> {
    if (!isReportStream(id)) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
    await this.runner.run(restoreHiddenContent, { reportId: id, parent: await this.parentOf(id) }, ctx);
    return this.openReports();
  }

  /** The post a reported comment or answer is under, which only the read model knows (see ContentParent). */
  private async parentOf(id: string): Promise<ContentParent> {
    if (!isReportStream(id)) throw new DomainError('not_found', MODERATION_MESSAGES.reportNotFound);
    const report = await this.moderation.find(id);
    return report?.parentKind && report.parentId !== null ? { kind: report.parentKind, id: report.parentId } : null;
  }

  private async openReports(): Promise<ViolationReportList> {
    const [reports, total] = await Promise.all([this.moderation.open(), this.moderation.openCount()]);
    return { reports, total };
  }
}
