import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** What a member watches or stops watching: a question by its id, a topic by its slug. */
export type WatchSubject = { kind: 'question'; id: number } | { kind: 'topic'; slug: string };

/** Watches (`watching`) or unwatches a question or a topic for a logged-in member. */
export class ChangeWatch extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly subject: WatchSubject,
    readonly watching: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
