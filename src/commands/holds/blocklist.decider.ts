import { DomainError } from '../../common/domain-error';
import { type BlocklistKind, HOLD_MESSAGES } from '../../contracts/holds';
import type { TrustEvent } from '../../events/trust/trust.events';
import type { Decider } from '../decider';
import { newUuid } from '../../common/ids';
import { blocklistStream } from '../../events/streams';
import { defineWrite } from '../define-write';

export type BlocklistCommand =
  | { type: 'AddBlocklistEntry'; id: string; kind: BlocklistKind; value: string; reason: string; now: Date }
  | { type: 'RemoveBlocklistEntry'; id: string; now: Date };

/** The entries by id, each with its value as compared (lower case, trimmed). */
export type BlocklistState = ReadonlyMap<string, { kind: BlocklistKind; value: string }>;

type StreamEvent = Extract<TrustEvent, { type: 'BlocklistEntryAdded' | 'BlocklistEntryRemoved' }>;

function evolve(state: BlocklistState, event: StreamEvent): BlocklistState {
  const next = new Map(state);
  if (event.type === 'BlocklistEntryAdded') next.set(event.data.id, { kind: event.data.kind, value: event.data.value });
  else next.delete(event.data.id);
  return next;
}

/** A domain is kept without its scheme and "www.", as links are compared (see domainOf). */
export const blocklistValue = (kind: BlocklistKind, raw: string) => {
  const value = raw.trim().toLowerCase();
  return kind === 'domain'
    ? value
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/.*$/, '')
    : value;
};

function decide(command: BlocklistCommand, state: BlocklistState): StreamEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'RemoveBlocklistEntry') {
    if (!state.has(command.id)) throw new DomainError('not_found', HOLD_MESSAGES.blocklistNotFound);
    return [{ type: 'BlocklistEntryRemoved', data: { id: command.id, removedAt: at } }];
  }
  const value = blocklistValue(command.kind, command.value);
  const reason = command.reason.trim();
  if (value === '') throw new DomainError('validation', HOLD_MESSAGES.blocklistValueRequired);
  if (reason === '') throw new DomainError('validation', HOLD_MESSAGES.blocklistReasonRequired);
  if ([...state.values()].some((e) => e.kind === command.kind && e.value === value))
    throw new DomainError('conflict', HOLD_MESSAGES.blocklistDuplicate);
  return [{ type: 'BlocklistEntryAdded', data: { id: command.id, kind: command.kind, value, reason, addedAt: at } }];
}

export const blocklistDecider: Decider<BlocklistCommand, BlocklistState, StreamEvent> = {
  initialState: () => new Map(),
  evolve,
  decide,
};

/** An administrator adds a word or domain whose use holds an item for review. */
export const addBlocklistEntry = defineWrite({
  name: 'AddBlocklistEntry',
  decider: blocklistDecider,
  stream: (_input: { kind: BlocklistKind; value: string; reason: string }) => blocklistStream(),
  prepare: async () => ({ id: newUuid() }),
  command: ({ kind, value, reason }, now, { id }): BlocklistCommand => ({
    type: 'AddBlocklistEntry',
    id,
    kind,
    value,
    reason,
    now,
  }),
  nextReads: ['trust'],
  answer: (_decision, _input, { id }) => ({ id }),
});

export const removeBlocklistEntry = defineWrite({
  name: 'RemoveBlocklistEntry',
  decider: blocklistDecider,
  stream: (_input: { id: string }) => blocklistStream(),
  command: ({ id }, now): BlocklistCommand => ({ type: 'RemoveBlocklistEntry', id, now }),
  nextReads: ['trust'],
});
