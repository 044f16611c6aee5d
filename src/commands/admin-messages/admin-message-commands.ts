import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

type Appended = { id: string; position: GlobalPosition | null };

/** A Contact Us message: kept for the administrators' inbox and emailed to each of them. */
export class SendContactMessage extends Command<Appended> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly message: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** A Report a Bug text from the footer, with the page it was sent from. */
export class ReportBug extends Command<Appended> {
  constructor(
    readonly text: string,
    readonly page: string,
    readonly userAgent: string | null,
    readonly reporterId: number | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * A visitor's message from the Experts page: kept for the administrators' inbox and emailed to each
 * of them; a site with no administrator yet keeps it for the first one.
 */
export class SendExpertMessage extends Command<Appended> {
  constructor(
    readonly email: string,
    readonly location: string,
    readonly message: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
