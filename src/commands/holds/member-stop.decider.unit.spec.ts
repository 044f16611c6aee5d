import { DeciderSpecification } from '../../../test/support/decider-specification';
import { HOLD_MESSAGES } from '../../contracts/holds';
import { USER_MANAGEMENT_MESSAGES } from '../../contracts/user-management';
import { type MemberStopCommand, memberStopDecider } from './member-stop.decider';

const now = new Date('2026-12-03T09:00:00.000Z');
const at = now.toISOString();
const registered = (role = 'member') => ({ type: 'UserRegistered', data: { uid: 7, role } });
const stopped = { type: 'MemberStopped', data: { uid: 7, stoppedAt: at } };
const lifted = { type: 'MemberStopLifted', data: { uid: 7, liftedAt: at } };
const stop: MemberStopCommand = { type: 'StopMember', uid: 7, byUid: 1, now };
const lift: MemberStopCommand = { type: 'LiftStop', uid: 7, byUid: 1, now };

const { given } = DeciderSpecification.for(memberStopDecider);

describe('StopMember', () => {
  it('stops a member, once', () => {
    given([registered()]).when(stop).then([stopped]);
    given([registered(), stopped]).when(stop).thenRefuses('conflict', HOLD_MESSAGES.alreadyStopped);
    given([registered(), stopped, lifted]).when(stop).then([stopped]);
  });

  it('stops no administrator, not oneself, and no one unknown', () => {
    given([registered('Administrator')])
      .when(stop)
      .thenRefuses('validation', HOLD_MESSAGES.administratorNotStopped);
    given([registered(), { type: 'UserRoleChanged', data: { uid: 7, role: 'Administrator', previousRole: 'member' } }])
      .when(stop)
      .thenRefuses('validation', HOLD_MESSAGES.administratorNotStopped);
    given([registered()])
      .when({ ...stop, byUid: 7 })
      .thenRefuses('validation', HOLD_MESSAGES.ownStop);
    given([]).when(stop).thenRefuses('not_found', USER_MANAGEMENT_MESSAGES.userNotFound);
  });
});

describe('LiftStop', () => {
  it('lifts a stop, and only a stop', () => {
    given([registered(), stopped]).when(lift).then([lifted]);
    given([registered()]).when(lift).thenRefuses('conflict', HOLD_MESSAGES.notStopped);
  });
});
