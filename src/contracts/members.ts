// The members API contract, shared by the server (validation) and the web client (forms and types).
// Plain constants and types only: the web bundle imports this file, so it must not pull in zod or node.

export const ROLES = ['member', 'Expert', 'Administrator'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['Female', 'Male', 'Transgender'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = ['Divorced', 'Married', 'Single', 'Separated'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const OUTSIDE_USA = 'Outside of USA / Other';
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;
export const STATES_OF_RESIDENCE = [...US_STATES, OUTSIDE_USA] as const;
export type StateOfResidence = (typeof STATES_OF_RESIDENCE)[number];

/**
 * The spec's default name, which accounts kept until they chose one. Members are now shown under a
 * handle instead (contracts/member-handles); the name stays in events recorded before.
 */
export const DEFAULT_USERNAME = 'Anonymous';
/** The byline of whatever a deleted account wrote and left on the site. */
export const DELETED_MEMBER = 'Deleted member';
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;
export const MAX_CHILDREN = 30;

/** The user as the session knows it: what every screen may need, nothing secret. */
export interface SessionUser {
  uid: number;
  email: string;
  /** The member's username, or their handle ("Member 482193") until they choose one. */
  username: string;
  usernameChosen: boolean;
  role: Role;
  tutorialStatus: 0 | 1;
  /** True after a reset code logged the user in, until a new password is saved. */
  mustChangePassword: boolean;
}

export interface SessionReply {
  user: SessionUser | null;
  csrfToken: string;
}

export interface Profile {
  uid: number;
  email: string;
  /** The member's username, or their handle ("Member 482193") until they choose one. */
  username: string;
  usernameChosen: boolean;
  /** The member closed Personal Details' invitation to choose a username: it is not shown again. */
  usernameInviteDismissed: boolean;
  gender: Gender | null;
  stateReside: StateOfResidence | null;
  maritalStatus: MaritalStatus | null;
  numChildren: number | null;
  role: Role;
  tutorialStatus: 0 | 1;
  dateCreated: string;
}

/** PATCH /api/account: every field optional; a blank or missing field keeps its stored value. */
export interface ProfileUpdate {
  username?: string;
  gender?: Gender | '';
  stateReside?: StateOfResidence | '';
  maritalStatus?: MaritalStatus | '';
  numChildren?: number | null;
  newPassword?: string;
  /** Needed with `newPassword`, except in a session that an emailed reset code opened. */
  currentPassword?: string;
}

export const SAVED_ITEM_TYPES = ['articles', 'qnas', 'books', 'videos', 'experts'] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];
export interface SavedItem {
  type: SavedItemType;
  id: number | string;
  title: string;
}

export const HISTORY_ITEM_TYPES = ['articles', 'qnas', 'books', 'videos', 'comments', 'answers'] as const;
export type HistoryItemType = (typeof HISTORY_ITEM_TYPES)[number];
export interface HistoryItem {
  type: HistoryItemType;
  id: number;
  /** For comments and answers: the item they belong to. */
  parentId: number | null;
  parentType: SavedItemType | null;
  /** A post's title, or a comment's or answer's text. */
  title: string;
  date: string;
  /** Removed by the moderators: shown to its author only, and nowhere else. */
  removed?: true;
  /** Posted under a pseudonym (or a reply under its alias): in its author's own history only. */
  pseudonymous?: true;
}

/** Every error reply has this shape; `message` is written for the person reading the screen. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Bookmarks: PUT /api/account/saved/:type/:id saves an item (the server looks its title up),
 * DELETE /api/account/saved/:type/:id removes it; both answer with the whole list, newest first,
 * as GET /api/account/saved does: `{ items: SavedItem[] }`. Saving twice changes nothing.
 */
export const BOOKMARK_MESSAGES = {
  updated: 'Bookmarks updated',
  notFound: 'This item could not be found.',
} as const;
