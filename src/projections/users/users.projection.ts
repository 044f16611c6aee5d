import type { Updateable } from 'kysely';
import { registeredHandle, renamedTo, shownName } from '../../contracts/member-handles';
import type { EventData } from '../../events/registry';
import { defineProjection, inRuns } from '../projection';
import type { UsersTable } from './users.tables';

const COLUMNS = {
  username: 'username',
  gender: 'gender',
  stateReside: 'state_reside',
  maritalStatus: 'marital_status',
  numChildren: 'num_children',
} as const satisfies Record<string, keyof UsersTable>;

/** The row a registration makes (the benchmark's plain-INSERT baseline writes the same). */
export function registeredUserRow(d: EventData<'UserRegistered'>) {
  const handle = registeredHandle(d);
  return {
    uid: d.uid,
    email: d.email,
    username: shownName(d.username, handle),
    handle,
    role: d.role,
    date_created: d.registeredAt,
    tutorial_status: 0,
  };
}

export const usersProjection = defineProjection({
  name: 'users',
  tables: ['users'],
  on: {
    UserRegistered: inRuns(async (trx, events) => {
      await trx
        .insertInto('users')
        .values(events.map(({ data }) => registeredUserRow(data)))
        .onConflict((oc) => oc.column('uid').doNothing())
        .execute();
    }),
    UserProfileUpdated: async (trx, { uid, username, ...changes }) => {
      const named = username === undefined ? changes : { ...changes, username: renamedTo(uid, username) };
      const set: Updateable<UsersTable> = Object.fromEntries(
        Object.entries(named).map(([k, v]) => [COLUMNS[k as keyof typeof COLUMNS], v]),
      );
      if (Object.keys(set).length > 0) await trx.updateTable('users').set(set).where('uid', '=', uid).execute();
    },
    UserRoleChanged: async (trx, d) => {
      await trx.updateTable('users').set({ role: d.role }).where('uid', '=', d.uid).execute();
    },
    TutorialCompleted: async (trx, d) => {
      await trx.updateTable('users').set({ tutorial_status: 1 }).where('uid', '=', d.uid).execute();
    },
    UsernameInviteDismissed: async (trx, d) => {
      await trx.updateTable('users').set({ username_invite_dismissed: true }).where('uid', '=', d.uid).execute();
    },
    // The email, username and profile are forgotten with the account.
    AccountDeleted: async (trx, d) => {
      await trx.deleteFrom('users').where('uid', '=', d.uid).execute();
    },
  },
});
