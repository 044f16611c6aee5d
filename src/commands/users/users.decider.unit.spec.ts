import { DeciderSpecification } from '../../../test/support/decider-specification';
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

const { given } = DeciderSpecification.for(userDecider);

describe('user decider', () => {
  describe('RegisterUser', () => {
    it('registers a new member under the handle drawn for them', () => {
      given([])
        .when({ type: 'RegisterUser', uid: 7, email: 'a@b.org', handle: 482_193, role: 'member', now })
        .then([registered]);
      expect(fold(userDecider, [registered])).toMatchObject({ username: 'Member 482193', handle: 482_193 });
    });
    it('refuses to register the same account twice', () => {
      given([registered])
        .when({
          type: 'RegisterUser',
          uid: 7,
          email: 'a@b.org',
          handle: 482_193,
          role: 'member',
          now,
        })
        .thenThrows(DomainError);
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
      given([]).when({ type: 'AbandonRegistration', uid: 7 }).then([abandoned]);
      given([abandoned]).when(register).thenRefuses('conflict', MESSAGES.emailTaken);
    });
    it('leaves a registered account alone, and an abandoned signup as it is', () => {
      given([registered]).when({ type: 'AbandonRegistration', uid: 7 }).thenNothingHappened();
      given([abandoned]).when({ type: 'AbandonRegistration', uid: 7 }).thenNothingHappened();
    });
  });

  it('refuses every other command for an account that does not exist', () => {
    given([]).when({ type: 'CompleteTutorial' }).thenRefuses('not_found');
  });

  describe('UpdateProfile', () => {
    it('records only the fields that change', () => {
      const withGender: UserEvent = { type: 'UserProfileUpdated', data: { uid: 7, gender: 'Female' } };
      const events = given([registered, withGender])
        .when({
          type: 'UpdateProfile',
          changes: { gender: 'Female', numChildren: 2, username: 'Member 482193' },
        })
        .events();
      expect(events).toEqual([{ type: 'UserProfileUpdated', data: { uid: 7, numChildren: 2 } }]);
    });
    it('records nothing when nothing changes', () => {
      given([registered])
        .when({ type: 'UpdateProfile', changes: { username: 'Member 482193' } })
        .thenNothingHappened();
    });
    it('can clear an optional field', () => {
      const withState: UserEvent = { type: 'UserProfileUpdated', data: { uid: 7, stateReside: 'Ohio' } };
      given([registered, withState])
        .when({ type: 'UpdateProfile', changes: { stateReside: null } })
        .then([{ type: 'UserProfileUpdated', data: { uid: 7, stateReside: null } }]);
    });
  });

  describe('ChangeRole', () => {
    it('records the new and previous role', () => {
      given([registered])
        .when({ type: 'ChangeRole', role: 'Administrator' })
        .then([{ type: 'UserRoleChanged', data: { uid: 7, role: 'Administrator', previousRole: 'member' } }]);
    });
    it('records nothing when the role is already held', () => {
      given([registered]).when({ type: 'ChangeRole', role: 'member' }).thenNothingHappened();
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
        given([registered]).when({ type: 'ChangeRole', role: 'Expert', by: 1 }).then([madeExpert]);
        given([registered, madeExpert])
          .when({ type: 'ChangeRole', role: 'member', by: 1 })
          .then([{ type: 'UserRoleChanged', data: { uid: 7, role: 'member', previousRole: 'Expert' } }]);
        given([registered, madeAdministrator])
          .when({ type: 'ChangeRole', role: 'member', by: 1 })
          .then([{ type: 'UserRoleChanged', data: { uid: 7, role: 'member', previousRole: 'Administrator' } }]);
      });

      it.each(['member', 'Expert'] as const)(
        'refuses to let administrators revoke their own Administrator role (to %s)',
        (role) => {
          given([registered, madeAdministrator])
            .when({ type: 'ChangeRole', role, by: 7 })
            .thenRefuses('conflict', USER_MANAGEMENT_MESSAGES.ownAdministratorRole);
        },
      );

      it('records nothing, and refuses nothing, when administrators grant themselves the role they hold', () => {
        given([registered, madeAdministrator])
          .when({ type: 'ChangeRole', role: 'Administrator', by: 7 })
          .thenNothingHappened();
      });

      it('lets the system, where no person acts, revoke an administrator', () => {
        expect(
          given([registered, madeAdministrator]).when({ type: 'ChangeRole', role: 'member' }).events(),
        ).toHaveLength(1);
      });
    });
  });

  describe('CompleteTutorial', () => {
    it('moves the tutorial status from 0 to 1 once', () => {
      const done = given([registered]).when({ type: 'CompleteTutorial' }).events();
      expect(done).toEqual([{ type: 'TutorialCompleted', data: { uid: 7 } }]);
      given([registered, ...done])
        .when({ type: 'CompleteTutorial' })
        .thenNothingHappened();
      expect(fold(userDecider, [registered, ...done]).tutorialStatus).toBe(1);
    });
  });

  describe('DismissUsernameInvite', () => {
    const dismissed: UserEvent = { type: 'UsernameInviteDismissed', data: { uid: 7 } };

    it('closes the invitation to choose a username once', () => {
      given([registered]).when({ type: 'DismissUsernameInvite' }).then([dismissed]);
      given([registered, dismissed]).when({ type: 'DismissUsernameInvite' }).thenNothingHappened();
      expect(fold(userDecider, [registered, dismissed]).usernameInviteDismissed).toBe(true);
    });
    it('records nothing for a member who has chosen a username', () => {
      given([registered, renamed('Jane')])
        .when({ type: 'DismissUsernameInvite' })
        .thenNothingHappened();
    });
  });

  it('records password changes and resets without any secret', () => {
    const events = [
      ...given([registered]).when({ type: 'RecordPasswordChange', via: 'reset' }).events(),
      ...given([registered]).when({ type: 'RecordResetRequest', expiresAt: now }).events(),
    ];
    expect(JSON.stringify(events)).not.toMatch(/hash|code|password"/i);
    expect(events.map((e) => e.type)).toEqual(['PasswordChanged', 'PasswordResetRequested']);
  });
});
