import { Inject, Injectable } from '@nestjs/common';
import { handleName } from '../../contracts/member-handles';
import type { Profile } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

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

function toProfile(row: Record<string, any>): Profile {
  return {
    uid: row.uid,
    email: row.email,
    username: row.username,
    usernameChosen: row.username !== handleName(row.handle),
    usernameInviteDismissed: row.username_invite_dismissed === true,
    role: row.role,
    gender: row.gender,
    stateReside: row.state_reside,
    maritalStatus: row.marital_status,
    numChildren: row.num_children,
    tutorialStatus: row.tutorial_status === 1 ? 1 : 0,
    dateCreated: new Date(row.date_created).toISOString(),
  };
}
