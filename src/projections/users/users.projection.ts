import type { Kysely } from 'kysely';
import type { AccountDeletedData, AccountDeletionEvent } from '../../events/users/account-deletion.events';
import type { UserEvent } from '../../events/users/users.events';
import { registeredHandle, renamedTo, shownName } from '../../contracts/member-handles';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import { type Projection, runsOfType } from '../projection';

type Data<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

const COLUMNS = {
  username: 'username',
  gender: 'gender',
  stateReside: 'state_reside',
  maritalStatus: 'marital_status',
  numChildren: 'num_children',
} as const;

export const usersProjection: Projection = {
  name: 'users',
  handles: new Set<(UserEvent | AccountDeletionEvent)['type']>([
    'UserRegistered',
    'UserProfileUpdated',
    'UserRoleChanged',
    'TutorialCompleted',
    'UsernameInviteDismissed',
    'AccountDeleted',
  ]),
  tables: ['users'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    for (const run of runsOfType(events)) {
      if (run[0]!.type === 'UserRegistered') {
        await trx
          .insertInto('users')
          .values(
            run.map((e) => {
              const d = e.data as Data<'UserRegistered'>;
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
            }),
          )
          .onConflict((oc) => oc.column('uid').doNothing())
          .execute();
        continue;
      }
      for (const event of run) await applyOne(trx, event);
    }
  },
};

async function applyOne(trx: Kysely<any>, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'UserProfileUpdated': {
      const { uid, username, ...changes } = event.data as Data<'UserProfileUpdated'>;
      const named = username === undefined ? changes : { ...changes, username: renamedTo(uid, username) };
      const set = Object.fromEntries(Object.entries(named).map(([k, v]) => [COLUMNS[k as keyof typeof COLUMNS], v]));
      if (Object.keys(set).length > 0) await trx.updateTable('users').set(set).where('uid', '=', uid).execute();
      return;
    }
    case 'UserRoleChanged': {
      const d = event.data as Data<'UserRoleChanged'>;
      await trx.updateTable('users').set({ role: d.role }).where('uid', '=', d.uid).execute();
      return;
    }
    case 'TutorialCompleted': {
      const d = event.data as Data<'TutorialCompleted'>;
      await trx.updateTable('users').set({ tutorial_status: 1 }).where('uid', '=', d.uid).execute();
      return;
    }
    case 'UsernameInviteDismissed': {
      const d = event.data as Data<'UsernameInviteDismissed'>;
      await trx.updateTable('users').set({ username_invite_dismissed: true }).where('uid', '=', d.uid).execute();
      return;
    }
    // The email, username and profile are forgotten with the account.
    case 'AccountDeleted':
      await trx
        .deleteFrom('users')
        .where('uid', '=', (event.data as AccountDeletedData).uid)
        .execute();
      return;
  }
}
