import { userStream } from '../../events/streams';
import { accountDeleted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import { usersProjection } from './users.projection';

describe.each(READ_DATABASES)('users projection on %s', (database) => {
  const harness = projectionHarness(database, usersProjection);
  const registered = (uid: number, email: string) =>
    harness.event(userStream(uid), {
      type: 'UserRegistered',
      data: {
        uid,
        email,
        username: 'Member 482193',
        role: 'member',
        registeredAt: '2026-11-01T00:00:00.000Z',
        handle: 482_193 + uid,
      },
    });

  describe('when a member registers', () => {
    it('lists them under their drawn handle, as a member, tutorial not done', async () => {
      await harness.givenEvents(registered(7, 'pat@example.org'));
      await harness.expectRows('users', [
        { uid: 7, email: 'pat@example.org', handle: 482_200, role: 'member', tutorial_status: 0 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when the member edits their profile, gets a role and finishes the tutorial', () => {
    it('keeps the chosen name, the profile, the role and the tutorial', async () => {
      await harness.givenEvents(
        registered(7, 'pat@example.org'),
        harness.event(userStream(7), {
          type: 'UserProfileUpdated',
          data: { uid: 7, username: 'Pat Quietly', numChildren: 2, stateReside: 'Ohio' },
        }),
        harness.event(userStream(7), { type: 'UserProfileUpdated', data: { uid: 7, stateReside: null } }),
        harness.event(userStream(7), {
          type: 'UserRoleChanged',
          data: { uid: 7, role: 'Expert', previousRole: 'member' },
        }),
        harness.event(userStream(7), { type: 'TutorialCompleted', data: { uid: 7 } }),
        harness.event(userStream(7), { type: 'UsernameInviteDismissed', data: { uid: 7 } }),
      );
      await harness.expectRows('users', [
        {
          uid: 7,
          username: 'Pat Quietly',
          num_children: 2,
          state_reside: null,
          role: 'Expert',
          tutorial_status: 1,
          username_invite_dismissed: true,
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a member deletes their account', () => {
    it('forgets them, email and all, and keeps the others', async () => {
      await harness.givenEvents(
        registered(7, 'pat@example.org'),
        registered(8, 'sam@example.org'),
        harness.event(...accountDeleted(7)),
      );
      await harness.expectRows('users', [{ uid: 8, email: 'sam@example.org' }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
