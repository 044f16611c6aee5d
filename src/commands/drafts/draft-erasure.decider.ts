import type { DraftErasureEvent } from '../../events/drafts/drafts.events';
import type { Decider } from '../decider';

export type DraftErasureCommand = { type: 'RecordDraftErasure'; draftId: string; now: Date };

/** The record that a draft's stream was deleted, written once whatever the retries. */
export const draftErasureDecider: Decider<DraftErasureCommand, { erased: boolean }, DraftErasureEvent> = {
  initialState: () => ({ erased: false }),
  evolve: () => ({ erased: true }),
  decide: (command, state) =>
    state.erased ? [] : [{ type: 'DraftErased', data: { draftId: command.draftId, at: command.now.toISOString() } }],
};
