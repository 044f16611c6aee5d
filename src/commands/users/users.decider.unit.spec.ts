import { DomainError } from '../../common/domain-error';
import { handleName, legacyHandle } from '../../contracts/member-handles';
import { MESSAGES } from '../../contracts/messages';
import { USER_MANAGEMENT_MESSAGES } from '../../contracts/user-management';
import type { UserEvent } from '../../events/users/users.events';
import { fold } from '../decider';
import { type UserCommand, userDecider } from './users.decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    uid: 7,
    email: 'a@b.org',
    username: 'Member 482193',
    role: 'member',
    registeredAt: now.toISOString(),
    handle: 482_193,
  },
};
/** An account registered before handles were drawn: "Anonymous" stood for no username. */
const registeredBefore: UserEvent = {
  type: 'UserRegistered',
  data: { uid: 7, email: 'a@b.org', username: 'Anonymous', role: 'member', registeredAt: now.toISOString() },
};
const renamed = (username: string): UserEvent => ({ type: 'UserProfileUpdated', data: { uid: 7, username } });

function given(events: UserEvent[]) {
  const state = fold(userDecider, events);
  return { when: (command: UserCommand) => () => userDecider.decide(command, state) };
}

describe('user decider', () => {
  describe('RegisterUser', () => {
    it('registers a new member under the handle drawn for them', () => {
      expect(
        given([]).when({ type: 'RegisterUser', uid: 7, email: 'a@b.org', handle: 482_193, role: 'member', now })(),
      ).toEqual([registered]);
      expect(fold(userDecider, [registered])).toMatchObject({ username: 'Member 482193', handle: 482_193 });
    });
    it('refuses to register the same account twice', () => {
      expect(
        given([registered]).when({
          type: 'RegisterUser',
          uid: 7,
          email: 'a@b.org',
          handle: 482_193,
          role: 'member',
          now,
        }),
      ).toThrow(DomainError);
    });
    it('shows an account registered before handles under the handle derived from its uid, until it chose a name', () => {
      expect(fold(userDecider, [registeredBefore])).toMatchObject({
        username: handleName(legacyHandle(7)),
        handle: legacyHandle(7),
      });
      expect(fold(userDecider, [registeredBefore, renamed('Jane')]).username).toBe('Jane');
      // Before the rules refused it, the old default could be chosen again: it stands for none.
      expect(fold(userDecider, [registeredBefore, renamed('Jane'), renamed('Anonymous')]).username).toBe(
        handleName(legacyHandle(7)),
      );
    });
  });

  describe('AbandonRegistration', () => {
    const register: UserCommand = {
      type: 'RegisterUser',
      uid: 7,
      email: 'a@b.org',
      handle: 482_193,
      role: 'member',
      now,
    };
    const abandoned: UserEvent = { type: 'RegistrationAbandoned', data: { uid: 7 } };

    it('closes a signup that has not registered, which then cannot register', () => {
      expect(given([]).when({ type: 'AbandonRegistration', uid: 7 })()).toEqual([abandoned]);
      expect(given([abandoned]).when(register)).toThrow(
        expect.objectContaining({ code: 'conflict', message: MESSAGES.emailTaken }),
      );
    });
    it('leaves a registered account alone, and an abandoned signup as it is', () => {
      expect(given([registered]).when({ type: 'AbandonRegistration', uid: 7 })()).toEqual([]);
      expect(given([abandoned]).when({ type: 'AbandonRegistration', uid: 7 })()).toEqual([]);
    });
  });

  it('refuses every other command for an account that does not exist', () => {
    expect(given([]).when({ type: 'CompleteTutorial' })).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  describe('UpdateProfile', () => {
    it('records only the fields that change', () => {
      const withGender: UserEvent = { type: 'UserProfileUpdated', data: { uid: 7, gender: 'Female' } };
      const events = given([registered, withGender]).when({
        type: 'UpdateProfile',
        changes: { gender: 'Female', numChildren: 2, username: 'Member 482193' },
      })();
      expect(events).toEqual([{ type: 'UserProfileUpdated', data: { uid: 7, numChildren: 2 } }]);
    });
    it('records nothing when nothing changes', () => {
      expect(given([registered]).when({ type: 'UpdateProfile', changes: { username: 'Member 482193' } })()).toEqual([]);
    });
    it('can clear an optional field', () => {
      const withState: UserEvent = { type: 'UserProfileUpdated', data: { uid: 7, stateReside: 'Ohio' } };
      expect(given([registered, withState]).when({ type: 'UpdateProfile', changes: { stateReside: null } })()).toEqual([
        { type: 'UserProfileUpdated', data: { uid: 7, stateReside: null } },
      ]);
    });
  });

  describe('ChangeRole', () => {
    it('records the new and previous role', () => {
      expect(given([registered]).when({ type: 'ChangeRole', role: 'Administrator' })()).toEqual([
        { type: 'UserRoleChanged', data: { uid: 7, role: 'Administrator', previousRole: 'member' } },
      ]);
    });
    it('records nothing when the role is already held', () => {
      expect(given([registered]).when({ type: 'ChangeRole', role: 'member' })()).toEqual([]);
    });

    describe('when an administrator changes roles', () => {
      const madeAdministrator: UserEvent = {
        type: 'UserRoleChanged',
        data: { uid: 7, role: 'Administrator', previousRole: 'member' },
      };
      const madeExpert: UserEvent = {
        type: 'UserRoleChanged',
        data: { uid: 7, role: 'Expert', previousRole: 'member' },
      };

      it('grants and revokes Expert and Administrator for another user', () => {
        expect(given([registered]).when({ type: 'ChangeRole', role: 'Expert', by: 1 })()).toEqual([madeExpert]);
        expect(given([registered, madeExpert]).when({ type: 'ChangeRole', role: 'member', by: 1 })()).toEqual([
          { type: 'UserRoleChanged', data: { uid: 7, role: 'member', previousRole: 'Expert' } },
        ]);
        expect(given([registered, madeAdministrator]).when({ type: 'ChangeRole', role: 'member', by: 1 })()).toEqual([
          { type: 'UserRoleChanged', data: { uid: 7, role: 'member', previousRole: 'Administrator' } },
        ]);
      });

      it.each(['member', 'Expert'] as const)(
        'refuses to let administrators revoke their own Administrator role (to %s)',
        (role) => {
          expect(given([registered, madeAdministrator]).when({ type: 'ChangeRole', role, by: 7 })).toThrow(
            expect.objectContaining({ code: 'conflict', message: USER_MANAGEMENT_MESSAGES.ownAdministratorRole }),
          );
        },
      );

      it('records nothing, and refuses nothing, when administrators grant themselves the role they hold', () => {
        expect(
          given([registered, madeAdministrator]).when({ type: 'ChangeRole', role: 'Administrator', by: 7 })(),
        ).toEqual([]);
      });

      it('lets the system, where no person acts, revoke an administrator', () => {
        expect(given([registered, madeAdministrator]).when({ type: 'ChangeRole', role: 'member' })()).toHaveLength(1);
      });
    });
  });

  describe('CompleteTutorial', () => {
    it('moves the tutorial status from 0 to 1 once', () => {
      const done = given([registered]).when({ type: 'CompleteTutorial' })();
      expect(done).toEqual([{ type: 'TutorialCompleted', data: { uid: 7 } }]);
      expect(given([registered, ...done]).when({ type: 'CompleteTutorial' })()).toEqual([]);
      expect(fold(userDecider, [registered, ...done]).tutorialStatus).toBe(1);
    });
  });

  describe('DismissUsernameInvite', () => {
    const dismissed: UserEvent = { type: 'UsernameInviteDismissed', data: { uid: 7 } };

    it('closes the invitation to choose a username once', () => {
      expect(given([registered]).when({ type: 'DismissUsernameInvite' })()).toEqual([dismissed]);
      expect(given([registered, dismissed]).when({ type: 'DismissUsernameInvite' })()).toEqual([]);
      expect(fold(userDecider, [registered, dismissed]).usernameInviteDismissed).toBe(true);
    });
    it('records nothing for a member who has chosen a username', () => {
      expect(given([registered, renamed('Jane')]).when({ type: 'DismissUsernameInvite' })()).toEqual([]);
    });
  });

  it('records password changes and resets without any secret', () => {
    const events = [
      ...given([registered]).when({ type: 'RecordPasswordChange', via: 'reset' })(),
      ...given([registered]).when({ type: 'RecordResetRequest', expiresAt: now })(),
    ];
    expect(JSON.stringify(events)).not.toMatch(/hash|code|password"/i);
    expect(events.map((e) => e.type)).toEqual(['PasswordChanged', 'PasswordResetRequested']);
  });
});
