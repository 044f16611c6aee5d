import { Command } from '@nestjs/cqrs';
import type { BlocklistKind, HeldKind } from '../../contracts/holds';
import type { TrustLevel } from '../../contracts/trust-levels';
import type { GlobalPosition } from '../../infra/event-store/event-store.port';
import type { CommandContext } from '../command-context';

type Written = { position: GlobalPosition | null };

/** An administrator's Approve (the item is published) or Reject (it stays hidden) of a held item. */
export class ReviewHeldItem extends Command<Written> {
  constructor(
    readonly decision: 'approve' | 'reject',
    readonly kind: HeldKind,
    readonly id: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** An administrator sets a member's trust level (null: back to the computed one). */
export class SetTrustLevel extends Command<Written> {
  constructor(
    readonly uid: number,
    readonly level: TrustLevel | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** An administrator stops a spammer (`stop`), or lifts the stop. */
export class StopMember extends Command<Written> {
  constructor(
    readonly uid: number,
    readonly stop: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class AddBlocklistEntry extends Command<Written & { id: string }> {
  constructor(
    readonly kind: BlocklistKind,
    readonly value: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class RemoveBlocklistEntry extends Command<Written> {
  constructor(
    readonly id: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
