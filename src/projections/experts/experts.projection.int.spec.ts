import { userStream } from '../../events/streams';
import { accountDeleted } from '../../../test/support/content-events';
import { projectionHarness, READ_DATABASES } from '../../../test/support/projection-harness';
import type { Role } from '../../contracts/members';
import { usersProjection } from '../users/users.projection';
import { expertsProjection } from './experts.projection';

describe.each(READ_DATABASES)('experts projection on %s', (database) => {
  // A member made an expert is copied from the users table.
  const harness = projectionHarness(database, expertsProjection, { upstream: [usersProjection] });
  const registered = (uid: number, role: Role, username = 'Anonymous') =>
    harness.event(userStream(uid), {
      type: 'UserRegistered',
      data: { uid, email: `u${uid}@example.org`, username, role, registeredAt: '2026-11-01T00:00:00.000Z' },
    });
  const roleChanged = (uid: number, role: Role, previousRole: Role) =>
    harness.event(userStream(uid), { type: 'UserRoleChanged', data: { uid, role, previousRole } });
  const follow = (uid: number, expert: number, type: 'ItemSaved' | 'ItemUnsaved') =>
    harness.event(
      userStream(uid),
      type === 'ItemSaved'
        ? { type, data: { uid, type: 'experts', id: expert, title: 'Dr Pat', savedAt: '2026-11-24T08:00:00.000Z' } }
        : { type, data: { uid, type: 'experts', id: expert, at: '2026-11-24T09:00:00.000Z' } },
    );

  describe('when an expert registers and saves a profile', () => {
    it('lists them with the profile, the place of the zip and the image', async () => {
      await harness.givenEvents(
        registered(7, 'Expert', 'Dr Pat'),
        harness.event(userStream(7), {
          type: 'ExpertProfileSaved',
          data: {
            uid: 7,
            slug: 'dr-pat',
            title: 'Mediator',
            bio: 'Twenty years of calm.',
            zip: '05401',
            startYear: 2006,
            categories: [20],
          },
        }),
        harness.event(userStream(7), { type: 'ExpertImageChanged', data: { uid: 7, img: '/uploads/pat.jpg' } }),
      );
      await harness.expectRows('experts', [
        {
          uid: 7,
          username: 'Dr Pat',
          email: 'u7@example.org',
          slug: 'dr-pat',
          title: 'Mediator',
          zip: '05401',
          city: 'Burlington',
          state: 'VT',
          start_year: 2006,
          categories: [20],
          img: '/uploads/pat.jpg',
          followers: 0,
        },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a member becomes an expert and another stops being one', () => {
    it('lists the new expert from their account and drops the other', async () => {
      await harness.givenEvents(
        registered(7, 'member', 'Pat'),
        registered(8, 'Expert', 'Sam'),
        roleChanged(7, 'Expert', 'member'),
        roleChanged(8, 'member', 'Expert'),
      );
      await harness.expectRows('experts', [{ uid: 7, username: 'Pat', email: 'u7@example.org' }]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when members follow and unfollow an expert', () => {
    it('counts the followers who still follow', async () => {
      await harness.givenEvents(
        registered(7, 'Expert', 'Dr Pat'),
        follow(8, 7, 'ItemSaved'),
        follow(9, 7, 'ItemSaved'),
        follow(10, 7, 'ItemSaved'),
        follow(9, 7, 'ItemUnsaved'),
      );
      await harness.expectRows('experts', [{ uid: 7, followers: 2 }]);
      await harness.expectRows('expert_followers', [
        { expert_uid: 7, follower_uid: 8 },
        { expert_uid: 7, follower_uid: 10 },
      ]);
      await harness.expectRebuildKeepsRows();
    });
  });

  describe('when a follower deletes their account', () => {
    it('leaves the count of the expert they followed', async () => {
      await harness.givenEvents(
        registered(7, 'Expert', 'Dr Pat'),
        follow(8, 7, 'ItemSaved'),
        follow(9, 7, 'ItemSaved'),
        harness.event(...accountDeleted(8)),
      );
      await harness.expectRows('experts', [{ uid: 7, followers: 1 }]);
      await harness.expectRows('expert_followers', [{ expert_uid: 7, follower_uid: 9 }]);
      await harness.expectRebuildKeepsRows();
    });
  });
});
