import { DomainError } from '../../common/domain-error';
import { HOLD_MESSAGES } from '../../contracts/holds';
import type { Role } from '../../contracts/members';
import { USER_MANAGEMENT_MESSAGES } from '../../contracts/user-management';
import { isEventOf } from '../../events/registry';
import type { Decider } from '../decider';
import { CONTENT_PAGES } from '../../common/projection-names';
import { userStream } from '../../events/streams';
import { defineWrite } from '../define-write';

// Stopping a spammer, decided in the member's own stream: their role (an administrator is not stopped) and whether
// they are stopped now.

export type MemberStopCommand = { type: 'StopMember' | 'LiftStop'; uid: number; byUid: number | null; now: Date };

export interface MemberStopState {
  registered: boolean;
  role: Role | null;
  stopped: boolean;
}

type StreamEvent = { type: string; data: unknown };

function evolve(state: MemberStopState, event: StreamEvent): MemberStopState {
  if (isEventOf(event, 'UserRegistered')) return { ...state, registered: true, role: event.data.role };
  if (isEventOf(event, 'UserRoleChanged')) return { ...state, role: event.data.role };
  if (isEventOf(event, 'MemberStopped')) return { ...state, stopped: true };
  if (isEventOf(event, 'MemberStopLifted')) return { ...state, stopped: false };
  return state;
}

function decide(command: MemberStopCommand, state: MemberStopState) {
  if (!state.registered) throw new DomainError('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
  const at = command.now.toISOString();
  if (command.type === 'LiftStop') {
    if (!state.stopped) throw new DomainError('conflict', HOLD_MESSAGES.notStopped);
    return [{ type: 'MemberStopLifted', data: { uid: command.uid, liftedAt: at } }];
  }
  if (command.uid === command.byUid) throw new DomainError('validation', HOLD_MESSAGES.ownStop);
  if (state.role === 'Administrator') throw new DomainError('validation', HOLD_MESSAGES.administratorNotStopped);
  if (state.stopped) throw new DomainError('conflict', HOLD_MESSAGES.alreadyStopped);
  return [{ type: 'MemberStopped', data: { uid: command.uid, stoppedAt: at } }];
}

/** A member's own stream as stopping a spammer sees it. */
export const memberStopDecider: Decider<MemberStopCommand, MemberStopState, StreamEvent> = {
  initialState: () => ({ registered: false, role: null, stopped: false }),
  evolve,
  decide,
};

/** An administrator (`byUid`) stops a spammer (`stop`), or lifts the stop. */
export const stopMember = defineWrite({
  name: 'StopMember',
  decider: memberStopDecider,
  stream: ({ uid }: { uid: number; stop: boolean; byUid: number | null }) => userStream(uid),
  command: ({ uid, stop, byUid }, now): MemberStopCommand => ({
    type: stop ? 'StopMember' : 'LiftStop',
    uid,
    byUid,
    now,
  }),
  // Refused at the next post (the standing), and every item gone from pages, lists and search at once.
  nextReads: ['trust', ...CONTENT_PAGES, 'conversations', 'search'],
});
