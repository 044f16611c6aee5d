import { DomainError } from '../../common/domain-error';
import type { TrustLevel } from '../../contracts/trust-levels';
import { USER_MANAGEMENT_MESSAGES } from '../../contracts/user-management';
import { isEventOf } from '../../events/registry';
import type { Decider } from '../decider';
import { userStream } from '../../events/streams';
import { defineWrite } from '../define-write';

export type TrustLevelCommand = { type: 'SetTrustLevel'; uid: number; level: TrustLevel | null; now: Date };
export interface TrustLevelState {
  registered: boolean;
  level: TrustLevel | null;
}

type StreamEvent = { type: string; data: unknown };

/** The member's own stream as an administrator's level setting sees it. */
function evolve(state: TrustLevelState, event: StreamEvent): TrustLevelState {
  if (event.type === 'UserRegistered') return { ...state, registered: true };
  if (isEventOf(event, 'TrustLevelSet')) return { ...state, level: event.data.level };
  return state;
}

function decide(command: TrustLevelCommand, state: TrustLevelState) {
  if (!state.registered) throw new DomainError('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
  // The level already set records nothing.
  if (state.level === command.level) return [];
  return [
    { type: 'TrustLevelSet', data: { uid: command.uid, level: command.level, setAt: command.now.toISOString() } },
  ];
}

export const trustLevelDecider: Decider<TrustLevelCommand, TrustLevelState, StreamEvent> = {
  initialState: () => ({ registered: false, level: null }),
  evolve,
  decide,
};

/** An administrator sets a member's trust level (null: back to the computed one). */
export const setTrustLevel = defineWrite({
  name: 'SetTrustLevel',
  decider: trustLevelDecider,
  stream: ({ uid }: { uid: number; level: TrustLevel | null }) => userStream(uid),
  command: ({ uid, level }, now): TrustLevelCommand => ({ type: 'SetTrustLevel', uid, level, now }),
  nextReads: ['trust'],
});
