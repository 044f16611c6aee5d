import { DomainError } from '../../common/domain-error';
import type { SavedItem, SavedItemType } from '../../contracts/members';
import type { UserEvent } from '../../events/users/users.events';
import type { Decider } from '../decider';
import { defineWrite } from '../define-write';
import { userStream } from '../../events/streams';

/**
 * A member's bookmarks, folded from their own stream (`user-{uid}`) beside the profile: the user
 * decider ignores these events and this one ignores the profile's, so each state stays small.
 */
export interface SavedItemsState {
  exists: boolean;
  uid: number;
  /** Keys of the saved items (`type/id`). */
  saved: ReadonlySet<string>;
}

export type SavedItemsCommand =
  | { type: 'SaveItem'; item: SavedItem; now: Date }
  | { type: 'UnsaveItem'; itemType: SavedItemType; id: number | string; now: Date };

type SavedItemsEvent = Extract<UserEvent, { type: 'ItemSaved' | 'ItemUnsaved' }>;

// Ids arrive as numbers (posts) or strings (expert slugs); 17 and '17' name the same item.
const keyOf = (type: SavedItemType, id: number | string) => `${type}/${id}`;

const initialState = (): SavedItemsState => ({ exists: false, uid: 0, saved: new Set() });

function evolve(state: SavedItemsState, event: UserEvent): SavedItemsState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true, uid: event.data.uid };
    case 'ItemSaved':
      return { ...state, saved: new Set(state.saved).add(keyOf(event.data.type, event.data.id)) };
    case 'ItemUnsaved': {
      const saved = new Set(state.saved);
      saved.delete(keyOf(event.data.type, event.data.id));
      return { ...state, saved };
    }
    default:
      return state;
  }
}

/** Saving a saved item or removing one that is not saved changes nothing: both are safe to repeat. */
function decide(command: SavedItemsCommand, state: SavedItemsState): SavedItemsEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'No such account.');
  const uid = state.uid;
  switch (command.type) {
    case 'SaveItem': {
      const { type, id, title } = command.item;
      if (state.saved.has(keyOf(type, id))) return [];
      return [{ type: 'ItemSaved', data: { uid, type, id, title, savedAt: command.now.toISOString() } }];
    }
    case 'UnsaveItem':
      if (!state.saved.has(keyOf(command.itemType, command.id))) return [];
      return [
        { type: 'ItemUnsaved', data: { uid, type: command.itemType, id: command.id, at: command.now.toISOString() } },
      ];
  }
}

export const savedItemsDecider: Decider<SavedItemsCommand, SavedItemsState, UserEvent> = {
  initialState,
  evolve,
  decide,
};

const membersStream = ({ uid }: { uid: number }) => userStream(uid);
// An expert's follower count is kept with the expert's listing.
const SAVED_ITEMS_READS = ['saved-items', 'experts'] as const;

/** Bookmarks an item, or follows an expert (saving twice keeps one). */
export const saveItem = defineWrite({
  name: 'SaveItem',
  decider: savedItemsDecider,
  stream: membersStream,
  command: ({ item }: { uid: number; item: SavedItem }, now) => ({ type: 'SaveItem' as const, item, now }),
  nextReads: SAVED_ITEMS_READS,
});

export const unsaveItem = defineWrite({
  name: 'UnsaveItem',
  decider: savedItemsDecider,
  stream: membersStream,
  command: ({ itemType, id }: { uid: number; itemType: SavedItemType; id: number | string }, now) => ({
    type: 'UnsaveItem' as const,
    itemType,
    id,
    now,
  }),
  nextReads: SAVED_ITEMS_READS,
});
