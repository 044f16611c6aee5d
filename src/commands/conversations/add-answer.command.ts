import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';
import type { ReplyAuthor } from './conversation.decider';

export class AddAnswer extends Command<{ id: number; position: GlobalPosition | null }> {
  constructor(
    readonly questionId: number,
    readonly author: ReplyAuthor,
    readonly text: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
