import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import { handleName } from '../../contracts/member-handles';
import type { Gender, MaritalStatus, Profile, Role, StateOfResidence } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';
import type { UsersTable } from './users.tables';

@Injectable()
export class UsersQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async profile(uid: number): Promise<Profile | null> {
    const row = await this.database.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
    return row ? toProfile(row) : null;
  }

  /** The profile behind a live session, in one query: every API request of a member asks. */
  async forSession(tokenHash: string, now: Date): Promise<{ profile: Profile; mustChangePassword: boolean } | null> {
    const row = await this.database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.uid', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.must_change_password')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    return row ? { profile: toProfile(row), mustChangePassword: row.must_change_password } : null;
  }
}

// The text columns hold only what the typed events carried.
function toProfile(row: Selectable<UsersTable>): Profile {
  return {
    uid: row.uid,
    email: row.email,
    username: row.username,
    usernameChosen: row.username !== handleName(row.handle),
    usernameInviteDismissed: row.username_invite_dismissed === true,
    role: row.role as Role,
    gender: row.gender as Gender | null,
    stateReside: row.state_reside as StateOfResidence | null,
    maritalStatus: row.marital_status as MaritalStatus | null,
    numChildren: row.num_children,
    tutorialStatus: row.tutorial_status === 1 ? 1 : 0,
    dateCreated: new Date(row.date_created).toISOString(),
  };
}
