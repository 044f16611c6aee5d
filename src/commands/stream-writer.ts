import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK } from '../common/clock';
import { deterministicUuid, newUuid } from '../common/ids';
import { validateEventData } from '../events/registry';
import { EVENT_STORE } from '../infra/tokens';
import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type StoredEvent,
  WrongExpectedRevisionError,
} from '../infra/event-store/event-store.port';
import type { CommandContext } from './command-context';
import { type Decider, fold } from './decider';

const MAX_ATTEMPTS = 5;

export interface DecisionResult<State> {
  state: State;
  /** Null when the decision produced no events. */
  appended: AppendResult | null;
}

/**
 * Runs a decider against a stream: read, fold, decide, append at the read revision. A concurrent
 * writer makes the append fail with a conflict; the whole decision is then retried a few times.
 */
@Injectable()
export class StreamWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `fresh`: the stream's id was just drawn from a sequence, so it cannot exist yet and the first
   * attempt decides on the initial state without reading it (one query less per new post); were it
   * to exist after all, the append conflicts and the retry reads it.
   */
  async decide<C, S, E extends { type: string; data: unknown }>(
    streamId: string,
    decider: Decider<C, S, E>,
    command: C,
    context: CommandContext,
    options: { fresh?: boolean } = {},
  ): Promise<DecisionResult<S>> {
    for (let attempt = 1; ; attempt++) {
      const stored = options.fresh && attempt === 1 ? [] : await this.store.readStream(streamId);
      const state = fold(decider, stored.map(toDomainEvent<E>));
      const events = decider.decide(command, state);
      if (events.length === 0) return { state, appended: null };
      const expected = stored.length === 0 ? 'no_stream' : stored[stored.length - 1]!.revision;
      try {
        const appended = await this.store.appendToStream(streamId, this.toAppend(streamId, events, context), expected);
        return { state: events.reduce(decider.evolve, state), appended };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Domain events as the store takes them: validated, with ids and the context's metadata. */
  toAppend(
    streamId: string,
    events: readonly { type: string; data: unknown }[],
    context: CommandContext,
  ): EventToAppend[] {
    return events.map((event, index) => ({
      id: context.idempotencyKey ? deterministicUuid(`${context.idempotencyKey}/${streamId}/${index}`) : newUuid(),
      type: event.type,
      data: validateEventData(event.type, event.data),
      metadata: {
        actorId: context.actorId,
        actorRole: context.actorRole,
        correlationId: context.correlationId,
        causationId: context.causationId,
        at: this.clock.now().toISOString(),
      },
    }));
  }

  async read<S, E>(streamId: string, decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>): Promise<S> {
    const stored = await this.store.readStream(streamId);
    return fold(decider, stored.map(toDomainEvent<E>));
  }
}

function toDomainEvent<E>(event: StoredEvent): E {
  return { type: event.type, data: event.data } as E;
}
