import { DeciderSpecification } from '../../../test/support/decider-specification';
import type { UserEvent } from '../../events/users/users.events';
import { fold } from '../decider';
import { type SavedItemsCommand, savedItemsDecider } from './saved-items.decider';
import { userDecider } from './users.decider';

const now = new Date('2026-11-24T10:00:00.000Z');
const later = new Date('2026-11-24T11:00:00.000Z');
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { uid: 7, email: 'a@b.org', username: 'Anonymous', role: 'member', registeredAt: now.toISOString() },
};
const saved: UserEvent = {
  type: 'ItemSaved',
  data: { uid: 7, type: 'articles', id: 17, title: 'Telling the children', savedAt: now.toISOString() },
};
const unsaved: UserEvent = { type: 'ItemUnsaved', data: { uid: 7, type: 'articles', id: 17, at: later.toISOString() } };

const save = (id: number | string = 17, type: 'articles' | 'qnas' = 'articles'): SavedItemsCommand => ({
  type: 'SaveItem',
  item: { type, id, title: 'Telling the children' },
  now: later,
});
const unsave = (id: number | string = 17): SavedItemsCommand => ({
  type: 'UnsaveItem',
  itemType: 'articles',
  id,
  now: later,
});

const { given } = DeciderSpecification.for(savedItemsDecider);

describe('saved items decider', () => {
  describe('SaveItem', () => {
    it('saves an item the member has not saved, with its title and time', () => {
      given([registered])
        .when(save())
        .then([
          {
            type: 'ItemSaved',
            data: { uid: 7, type: 'articles', id: 17, title: 'Telling the children', savedAt: later.toISOString() },
          },
        ]);
    });
    it('records nothing when the item is already saved', () => {
      given([registered, saved]).when(save()).thenNothingHappened();
    });
    it('treats a numeric id given as text as the same item', () => {
      given([registered, saved]).when(save('17')).thenNothingHappened();
    });
    it('tells items of different types with the same id apart', () => {
      expect(given([registered, saved]).when(save(17, 'qnas')).events()).toHaveLength(1);
    });
    it('saves an item again after it was removed', () => {
      expect(given([registered, saved, unsaved]).when(save()).events()).toHaveLength(1);
    });
    it('refuses an account that does not exist', () => {
      given([]).when(save()).thenRefuses('not_found');
    });
  });

  describe('UnsaveItem', () => {
    it('removes a saved item', () => {
      given([registered, saved]).when(unsave()).then([unsaved]);
    });
    it('records nothing when the item is not saved', () => {
      given([registered]).when(unsave()).thenNothingHappened();
    });
    it('records nothing when the item was already removed', () => {
      given([registered, saved, unsaved]).when(unsave()).thenNothingHappened();
    });
  });

  describe('beside the profile in the same stream', () => {
    it('leaves the profile unchanged, and ignores the profile’s events', () => {
      const profileEvent: UserEvent = { type: 'UserProfileUpdated', data: { uid: 7, gender: 'Female' } };
      expect(fold(userDecider, [registered, profileEvent, saved, unsaved])).toEqual(
        fold(userDecider, [registered, profileEvent]),
      );
      expect(fold(savedItemsDecider, [registered, profileEvent, saved]).saved).toEqual(new Set(['articles/17']));
    });
  });
});
