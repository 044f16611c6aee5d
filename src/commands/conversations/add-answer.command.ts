import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ReplyAuthor } from './conversation.decider';

export class AddAnswer extends Command<{ id: number; position: GlobalPosition | null; held: boolean }> {
  constructor(
    readonly questionId: number,
    readonly author: ReplyAuthor,
    readonly text: string,
    /** "Post anyway": the author saw the warning about identifying details. */
    readonly identifyingDetailsConfirmed: boolean,
    readonly context: CommandContext,
    /** How long the text took to write, measured by the client from the first keystroke to submit (hold-rules). */
    readonly writingMs?: number,
  ) {
    super();
  }
}
