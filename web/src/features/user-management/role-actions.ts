import type { Role } from '@contracts/members';
import { type ManagedUser, ROLE_NAMES } from '@contracts/user-management';

/** One button of a user's row: the role it gives, and what that means for the person. */
export interface RoleAction {
  role: Role;
  /** "Make Expert", "Revoke Administrator"… */
  label: string;
  /** The confirmation's sentences: the new role, then what changes with it. */
  outcome: string;
}

const withArticle = (role: Role) => `${role === 'member' ? 'a' : 'an'} ${ROLE_NAMES[role]}`;

// A user holds one role: granting one revokes the other, so each sentence says what is lost too.
const CONSEQUENCES: Record<Role, Record<Role, string>> = {
  member: {
    member: '',
    Expert:
      'They get the Expert Area in My Account; they are listed with the experts once their profile is saved and their membership paid.',
    Administrator: 'They can use the whole Admin Area.',
  },
  Expert: {
    member: 'Their expert profile leaves the site; they stay a member.',
    Expert: '',
    Administrator: 'Their expert profile leaves the site, and they can use the whole Admin Area.',
  },
  Administrator: {
    member: 'They can no longer use the Admin Area; they stay a member.',
    Expert: 'They can no longer use the Admin Area, and they get the Expert Area in My Account.',
    Administrator: '',
  },
};

function action(user: ManagedUser, role: Role, label: string): RoleAction {
  return { role, label, outcome: `They will be ${withArticle(role)}. ${CONSEQUENCES[user.role][role]}` };
}

/** The row's two buttons: grant or revoke Expert, grant or revoke Administrator (revoking leaves a member). */
export function roleActions(user: ManagedUser): RoleAction[] {
  return [
    user.role === 'Expert' ? action(user, 'member', 'Revoke Expert') : action(user, 'Expert', 'Make Expert'),
    user.role === 'Administrator'
      ? action(user, 'member', 'Revoke Administrator')
      : action(user, 'Administrator', 'Make Administrator'),
  ];
}
