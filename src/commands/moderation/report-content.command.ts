import { Command } from '@nestjs/cqrs';
import type { ReportedKind, ReportReason } from '../../contracts/moderation';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ContentParent } from './reported-content';

/** Files a member's violation report of a comment, answer or post; the caller checks that the content is there. */
export class ReportContent extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly kind: ReportedKind,
    readonly id: number,
    readonly reporterId: number,
    readonly context: CommandContext,
    readonly reason: ReportReason,
    /** For a comment or answer, the post it is under (whose stream decides whether reports hide it). */
    readonly parent: ContentParent = null,
  ) {
    super();
  }
}
