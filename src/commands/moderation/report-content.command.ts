import { Command } from '@nestjs/cqrs';
import type { ReportedKind, ReportReason } from '../../contracts/moderation';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** Files a member's violation report of a comment, answer or post; the caller checks that the content is there. */
export class ReportContent extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly kind: ReportedKind,
    readonly id: number,
    readonly reporterId: number,
    readonly context: CommandContext,
    readonly reason?: ReportReason,
  ) {
    super();
  }
}
