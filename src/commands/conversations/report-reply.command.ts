import { Command } from '@nestjs/cqrs';
import type { ReplyTarget } from '../../events/content/conversations.events';
import type { CommandContext } from '../command-context';

/** Files a violation report for the moderators; the caller checks that the target exists. */
export class ReportReply extends Command<void> {
  constructor(
    readonly target: ReplyTarget,
    readonly targetId: number,
    readonly reporterId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
