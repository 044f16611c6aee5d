import { DeciderSpecification } from '../../../test/support/decider-specification';
import { EXPERT_MESSAGES, type ExpertProfileFields } from '../../contracts/experts';
import type { Role } from '../../contracts/members';
import type { ExpertEvent } from '../../events/experts/experts.events';
import type { UserEvent } from '../../events/users/users.events';
import { fold } from '../decider';
import { userDecider } from '../users/users.decider';
import { type ExpertCommand, expertDecider, type ProfileLookups } from './experts.decider';

const now = new Date('2026-11-24T10:00:00.000Z');
const registered = (role: Role): UserEvent => ({
  type: 'UserRegistered',
  data: { uid: 7, email: 'pat@example.org', username: 'Anonymous', role, registeredAt: now.toISOString() },
});
const application = {
  name: 'Pat Lee',
  location: 'Denver, CO',
  professions: ['Mediators', 'Other'],
  otherProfession: 'Parenting coordinator',
};
const signedUp: ExpertEvent = {
  type: 'ExpertSignedUp',
  data: { uid: 7, ...application, signedUpAt: now.toISOString() },
};
const becomeExpert: ExpertCommand = { type: 'BecomeExpert', application, now };

const profile: ExpertProfileFields = {
  slug: 'pat-lee',
  title: 'Family mediator',
  bio: 'Twenty years of calm.',
  zip: '80202',
  startYear: 2006,
  categories: [3, 5],
};
const lookups: ProfileLookups = { zipKnown: true, existingCategories: new Set([3, 5, 8]), thisYear: 2026 };
const save = (
  changes: Partial<ExpertProfileFields> = {},
  lookupChanges: Partial<ProfileLookups> = {},
): ExpertCommand => ({
  type: 'SaveExpertProfile',
  profile: { ...profile, ...changes },
  lookups: { ...lookups, ...lookupChanges },
});
const saved: ExpertEvent = { type: 'ExpertProfileSaved', data: { uid: 7, ...profile } };

const { given } = DeciderSpecification.for(expertDecider);

describe('expert decider', () => {
  describe('BecomeExpert', () => {
    it('records the signup of an account created with the role Expert', () => {
      given([registered('Expert')])
        .when(becomeExpert)
        .then([signedUp]);
    });
    it('makes a member an expert: the role change, then the signup', () => {
      given([registered('member')])
        .when(becomeExpert)
        .then([{ type: 'UserRoleChanged', data: { uid: 7, role: 'Expert', previousRole: 'member' } }, signedUp]);
    });
    it('refuses an expert who already signed up', () => {
      given([registered('Expert'), signedUp])
        .when(becomeExpert)
        .thenThrows(EXPERT_MESSAGES.alreadyExpert);
    });
    it('refuses an administrator, who would lose the administration', () => {
      given([registered('Administrator')])
        .when(becomeExpert)
        .thenThrows(EXPERT_MESSAGES.administratorsCannot);
    });
    it('lets a former expert sign up again', () => {
      const demoted: UserEvent = { type: 'UserRoleChanged', data: { uid: 7, role: 'member', previousRole: 'Expert' } };
      expect(
        given([registered('Expert'), signedUp, demoted])
          .when(becomeExpert)
          .events(),
      ).toHaveLength(2);
    });
    it('refuses an account that does not exist', () => {
      given([]).when(becomeExpert).thenRefuses('not_found');
    });
  });

  describe('SaveExpertProfile', () => {
    it('records the whole profile', () => {
      given([registered('Expert')])
        .when(save())
        .then([saved]);
    });
    it('records nothing when nothing changed', () => {
      given([registered('Expert'), saved])
        .when(save())
        .thenNothingHappened();
    });
    describe('when an administrator revoked the role and granted it again', () => {
      const revoked: UserEvent = { type: 'UserRoleChanged', data: { uid: 7, role: 'member', previousRole: 'Expert' } };
      const granted: UserEvent = { type: 'UserRoleChanged', data: { uid: 7, role: 'Expert', previousRole: 'member' } };

      it('records the unchanged profile again, since revoking took it off the site', () => {
        given([registered('Expert'), saved, revoked, granted])
          .when(save())
          .then([saved]);
      });
      it('keeps the address the expert held, so that it stays theirs', () => {
        expect(fold(expertDecider, [registered('Expert'), saved, revoked, granted])).toMatchObject({
          profile,
          profileShown: false,
        });
      });
      it('counts leaving the role for Administrator as revoking it too', () => {
        const toAdministrator: UserEvent = {
          type: 'UserRoleChanged',
          data: { uid: 7, role: 'Administrator', previousRole: 'Expert' },
        };
        const back: UserEvent = {
          type: 'UserRoleChanged',
          data: { uid: 7, role: 'Expert', previousRole: 'Administrator' },
        };
        given([registered('Expert'), saved, toAdministrator, back])
          .when(save())
          .then([saved]);
      });
      it('records nothing for an unchanged profile saved since the role was granted', () => {
        given([registered('member'), granted, saved])
          .when(save())
          .thenNothingHappened();
      });
    });
    it('records a change of any one field', () => {
      expect(
        given([registered('Expert'), saved])
          .when(save({ categories: [5, 3] }))
          .events(),
      ).toHaveLength(1);
    });
    it('refuses a member who is not an expert', () => {
      given([registered('member')])
        .when(save())
        .thenRefuses('forbidden', EXPERT_MESSAGES.notExpert);
    });

    it.each<[string, Partial<ExpertProfileFields>, Partial<ProfileLookups>, string]>([
      ['an address with other characters', { slug: 'pat_lee!' }, {}, EXPERT_MESSAGES.slugInvalid],
      ['an address with capitals', { slug: 'Pat-Lee' }, {}, EXPERT_MESSAGES.slugInvalid],
      ['an address too short', { slug: 'pl' }, {}, EXPERT_MESSAGES.slugInvalid],
      ['an address with a doubled hyphen', { slug: 'pat--lee' }, {}, EXPERT_MESSAGES.slugInvalid],
      ['an address ending in a hyphen', { slug: 'pat-lee-' }, {}, EXPERT_MESSAGES.slugInvalid],
      ['an address starting with a hyphen', { slug: '-pat-lee' }, {}, EXPERT_MESSAGES.slugInvalid],
      ['an address the API uses', { slug: 'search' }, {}, EXPERT_MESSAGES.slugTaken],
      ['a blank title', { title: '  ' }, {}, EXPERT_MESSAGES.titleRequired],
      ['a blank bio', { bio: '' }, {}, EXPERT_MESSAGES.bioRequired],
      ['a bio of 256 characters', { bio: 'x'.repeat(256) }, {}, EXPERT_MESSAGES.bioTooLong],
      ['a 4-digit zip', { zip: '8020' }, {}, EXPERT_MESSAGES.zipInvalid],
      ['a zip with letters', { zip: '8020a' }, {}, EXPERT_MESSAGES.zipInvalid],
      ['a zip no one uses', { zip: '00000' }, { zipKnown: false }, EXPERT_MESSAGES.zipUnknown],
      ['a start year in the future', { startYear: 2027 }, {}, EXPERT_MESSAGES.startYearInvalid],
      ['a start year before 1940', { startYear: 1939 }, {}, EXPERT_MESSAGES.startYearInvalid],
      ['an unknown category', { categories: [3, 99] }, {}, EXPERT_MESSAGES.categoriesInvalid],
      [
        'too many categories',
        { categories: Array.from({ length: 13 }, (_, i) => i + 1) },
        { existingCategories: new Set(Array.from({ length: 13 }, (_, i) => i + 1)) },
        EXPERT_MESSAGES.tooManyCategories,
      ],
    ])('refuses %s', (_, changes, lookupChanges, message) => {
      given([registered('Expert')])
        .when(save(changes, lookupChanges))
        .thenThrows(expect.objectContaining({ code: 'validation', message }));
    });

    describe('when the expert holds an address saved before look-alikes were refused', () => {
      const legacy: ExpertEvent = { type: 'ExpertProfileSaved', data: { uid: 7, ...profile, slug: 'pat--lee' } };
      it('keeps it through a change of another field, so that links to it go on working', () => {
        expect(
          given([registered('Expert'), legacy])
            .when(save({ slug: 'pat--lee', title: 'Mediator' }))
            .events(),
        ).toHaveLength(1);
      });
      it('refuses it to anyone else, and refuses another look-alike to its holder', () => {
        given([registered('Expert')])
          .when(save({ slug: 'pat--lee' }))
          .thenThrows(EXPERT_MESSAGES.slugInvalid);
        given([registered('Expert'), legacy])
          .when(save({ slug: 'pat---lee' }))
          .thenThrows(EXPERT_MESSAGES.slugInvalid);
      });
    });

    it.each<[string, Partial<ExpertProfileFields>]>([
      ['a bio of exactly 255 characters', { bio: 'x'.repeat(255) }],
      ['a start year of 1940', { startYear: 1940 }],
      ['a start year of this year', { startYear: 2026 }],
      ['no categories', { categories: [] }],
      ['an address of digits and hyphens', { slug: '2nd-opinion-4u' }],
    ])('accepts %s', (_, changes) => {
      expect(
        given([registered('Expert')])
          .when(save(changes))
          .events(),
      ).toHaveLength(1);
    });
  });

  describe('ChangeExpertImage', () => {
    const image: ExpertEvent = { type: 'ExpertImageChanged', data: { uid: 7, img: '/uploads/a.webp' } };
    it('records a new image', () => {
      given([registered('Expert')])
        .when({ type: 'ChangeExpertImage', img: '/uploads/a.webp' })
        .then([image]);
    });
    it('records nothing for the image already shown', () => {
      given([registered('Expert'), image])
        .when({ type: 'ChangeExpertImage', img: '/uploads/a.webp' })
        .thenNothingHappened();
    });
    it('refuses a member', () => {
      given([registered('member')])
        .when({ type: 'ChangeExpertImage', img: '/uploads/a.webp' })
        .thenThrows(EXPERT_MESSAGES.notExpert);
    });
    it('remembers every image the profile showed, the current one last, so that none is left behind', () => {
      const shown = (img: string): ExpertEvent => ({ type: 'ExpertImageChanged', data: { uid: 7, img } });
      const state = fold(expertDecider, [
        registered('Expert'),
        image,
        shown('/uploads/b.webp'),
        shown('/uploads/a.webp'),
      ]);
      expect(state).toMatchObject({ img: '/uploads/a.webp', images: ['/uploads/b.webp', '/uploads/a.webp'] });
    });
  });

  describe('beside the account in the same stream', () => {
    it('leaves the profile as the user decider sees it unchanged', () => {
      expect(fold(userDecider, [registered('Expert'), signedUp, saved] as UserEvent[])).toEqual(
        fold(userDecider, [registered('Expert')]),
      );
    });
  });
});
