import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

/** A year's membership paid with a nonce from the payment widget. */
export class PayMembership extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly uid: number,
    readonly nonce: string,
    /** One per attempt from the client; without it the nonce (single-use at Braintree) stands in. */
    readonly idempotencyKey: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
