import type { Gender, MaritalStatus, Role, StateOfResidence } from '../../contracts/members';
import { handleName, registeredHandle, renamedTo, shownName } from '../../contracts/member-handles';
import { DomainError } from '../../common/domain-error';
import { MESSAGES } from '../../contracts/messages';
import { USER_MANAGEMENT_MESSAGES } from '../../contracts/user-management';
import type { UserEvent } from '../../events/users/users.events';
import type { Decider } from '../decider';
import { defineWrite } from '../define-write';
import { ACCOUNT } from '../../common/projection-names';
import { userStream } from '../../events/streams';

export interface UserState {
  exists: boolean;
  /** A signup that never registered, closed so that it never will (its email went to a later signup). */
  abandoned: boolean;
  uid: number;
  email: string;
  /** The name the member is shown under: their username, or their handle until they choose one. */
  username: string;
  handle: number;
  usernameInviteDismissed: boolean;
  role: Role;
  tutorialStatus: 0 | 1;
  gender: Gender | null;
  stateReside: StateOfResidence | null;
  maritalStatus: MaritalStatus | null;
  numChildren: number | null;
}

export interface ProfileChanges {
  username?: string;
  gender?: Gender | null;
  stateReside?: StateOfResidence | null;
  maritalStatus?: MaritalStatus | null;
  numChildren?: number | null;
}

export type UserCommand =
  /** `handle`: drawn and reserved by the caller; the member is shown under it until they choose a username. */
  | { type: 'RegisterUser'; uid: number; email: string; handle: number; role: Role; now: Date }
  /** Closes a signup that reserved an email but has not registered, so that its reservation can be taken over. */
  | { type: 'AbandonRegistration'; uid: number }
  | { type: 'UpdateProfile'; changes: ProfileChanges }
  /** `by`: the administrator who changes it, when one does (a script or job changes roles as the system). */
  | { type: 'ChangeRole'; role: Role; by?: number }
  | { type: 'CompleteTutorial' }
  | { type: 'DismissUsernameInvite' }
  | { type: 'RecordPasswordChange'; via: 'account' | 'reset' | 'legacy-upgrade' }
  | { type: 'RecordResetRequest'; expiresAt: Date }
  | { type: 'RecordResetVerified' };

const initialState = (): UserState => ({
  exists: false,
  abandoned: false,
  uid: 0,
  email: '',
  username: '',
  handle: 0,
  usernameInviteDismissed: false,
  role: 'member',
  tutorialStatus: 0,
  gender: null,
  stateReside: null,
  maritalStatus: null,
  numChildren: null,
});

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const handle = registeredHandle(event.data);
      return {
        ...state,
        exists: true,
        uid: event.data.uid,
        email: event.data.email,
        username: shownName(event.data.username, handle),
        handle,
        role: event.data.role,
      };
    }
    case 'RegistrationAbandoned':
      return { ...state, abandoned: true };
    case 'UserProfileUpdated': {
      const { uid: _uid, username, ...changes } = event.data;
      return { ...state, ...changes, ...(username !== undefined ? { username: renamedTo(state.uid, username) } : {}) };
    }
    case 'UsernameInviteDismissed':
      return { ...state, usernameInviteDismissed: true };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'TutorialCompleted':
      return { ...state, tutorialStatus: 1 };
    // Nothing the profile shows; bookmarks are decided by the saved-items decider, which folds the same stream.
    case 'PasswordChanged':
    case 'PasswordResetRequested':
    case 'PasswordResetVerified':
    case 'ItemSaved':
    case 'ItemUnsaved':
      return state;
    default: {
      // Other deciders keep their events in this stream too (expert profile, membership): nothing this state shows.
      const _otherDeciders: never = event;
      return state;
    }
  }
}

const PROFILE_FIELDS = ['username', 'gender', 'stateReside', 'maritalStatus', 'numChildren'] as const;

function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.exists) throw new DomainError('conflict', 'This account already exists.');
    if (state.abandoned) throw new DomainError('conflict', MESSAGES.emailTaken);
    const { uid, email, handle, role, now } = command;
    return [
      {
        type: 'UserRegistered',
        data: { uid, email, username: handleName(handle), role, registeredAt: now.toISOString(), handle },
      },
    ];
  }
  if (command.type === 'AbandonRegistration')
    return state.exists || state.abandoned ? [] : [{ type: 'RegistrationAbandoned', data: { uid: command.uid } }];
  if (!state.exists) throw new DomainError('not_found', 'No such account.');
  const uid = state.uid;
  switch (command.type) {
    case 'UpdateProfile': {
      const changed: ProfileChanges = {};
      for (const field of PROFILE_FIELDS) {
        const value = command.changes[field];
        if (value !== undefined && value !== state[field]) Object.assign(changed, { [field]: value });
      }
      return Object.keys(changed).length === 0 ? [] : [{ type: 'UserProfileUpdated', data: { uid, ...changed } }];
    }
    case 'ChangeRole':
      if (command.role === state.role) return [];
      // Another administrator can; so the site is never left without one by a slip of the hand.
      if (command.by === uid && state.role === 'Administrator')
        throw new DomainError('conflict', USER_MANAGEMENT_MESSAGES.ownAdministratorRole);
      return [{ type: 'UserRoleChanged', data: { uid, role: command.role, previousRole: state.role } }];
    case 'CompleteTutorial':
      return state.tutorialStatus === 1 ? [] : [{ type: 'TutorialCompleted', data: { uid } }];
    case 'DismissUsernameInvite':
      // Once: a member who has chosen a username has no invitation left to close.
      return state.usernameInviteDismissed || hasChosenUsername(state)
        ? []
        : [{ type: 'UsernameInviteDismissed', data: { uid } }];
    case 'RecordPasswordChange':
      return [{ type: 'PasswordChanged', data: { uid, via: command.via } }];
    case 'RecordResetRequest':
      return [{ type: 'PasswordResetRequested', data: { uid, expiresAt: command.expiresAt.toISOString() } }];
    case 'RecordResetVerified':
      return [{ type: 'PasswordResetVerified', data: { uid } }];
    default:
      return assertNever(command);
  }
}

/** Whether the member goes by a username of their own rather than their handle. */
export const hasChosenUsername = (state: Pick<UserState, 'username' | 'handle'>): boolean =>
  state.username !== handleName(state.handle);

function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}

export const userDecider: Decider<UserCommand, UserState, UserEvent> = { initialState, evolve, decide };

const membersStream = ({ uid }: { uid: number }) => userStream(uid);

/** The member finished (or skipped) the first-visit tutorial. */
export const completeTutorial = defineWrite({
  name: 'CompleteTutorial',
  decider: userDecider,
  stream: membersStream,
  command: (_input: { uid: number }) => ({ type: 'CompleteTutorial' as const }),
  nextReads: ['users'],
});

/** The member closed the invitation to choose a username. */
export const dismissUsernameInvite = defineWrite({
  name: 'DismissUsernameInvite',
  decider: userDecider,
  stream: membersStream,
  command: (_input: { uid: number }) => ({ type: 'DismissUsernameInvite' as const }),
  nextReads: ['users'],
});

/**
 * An administrator (or the system) gives a member a role; `changed`: the role was not theirs already. The actor,
 * when a person acts, keeps an administrator from revoking their own role (the decider's rule).
 */
export const changeRole = defineWrite({
  name: 'ChangeRole',
  decider: userDecider,
  stream: membersStream,
  command: ({ role }: { uid: number; role: Role }, _now, _prepared, { actorId }): UserCommand => ({
    type: 'ChangeRole',
    role,
    by: actorId ?? undefined,
  }),
  nextReads: ACCOUNT,
  answer: ({ appended }) => ({ changed: appended !== null }),
});
