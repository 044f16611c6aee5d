import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Role } from '../../contracts/members';
import { type ManagedUser, USER_LOOKUP_MAX } from '../../contracts/user-management';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';
import { TrustQueries } from '../trust/trust.queries';

interface UserRow {
  uid: number;
  username: string;
  email: string;
  role: Role;
  date_created: string | Date;
}

/** The text matched literally: `%` and `_` in a name or address are characters, not wildcards. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Administrators' user lookup: the users table, with nothing secret in it to leave out. */
@Injectable()
export class UserLookupQueries {
  constructor(
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
    private readonly trust: TrustQueries,
  ) {}

  /** Users whose username or email is `text` (case-insensitive) first, then those they start with. */
  async find(text: string): Promise<ManagedUser[]> {
    const q = text.toLowerCase();
    const pattern = prefixPattern(q);
    // One pattern index per column (text_pattern_ops) serves each side of the `or`.
    const { rows } = await sql<UserRow>`
      select uid, username, email, role, date_created from users
      where lower(username) like ${pattern} or lower(email) like ${pattern}
      order by (lower(username) = ${q} or lower(email) = ${q}) desc, lower(username), uid
      limit ${USER_LOOKUP_MAX}`.execute(this.database.db);
    return this.withLevels(rows);
  }

  async byUid(uid: number): Promise<ManagedUser | null> {
    const row = await this.database.db
      .selectFrom('users')
      .select(['uid', 'username', 'email', 'role', 'date_created'])
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row ? ((await this.withLevels([row as UserRow]))[0] ?? null) : null;
  }

  /** Each user with their trust level now and whether they are stopped (the administrators' screen sets both). */
  private async withLevels(rows: readonly UserRow[]): Promise<ManagedUser[]> {
    const statuses = await this.trust.statuses(rows.map((row) => Number(row.uid)));
    return rows.map((row) => {
      const status = statuses.get(Number(row.uid));
      return { ...toManagedUser(row), trustLevel: status?.level ?? 'new', stopped: status?.stopped ?? false };
    });
  }
}

function toManagedUser(row: UserRow): Omit<ManagedUser, 'trustLevel' | 'stopped'> {
  return {
    uid: Number(row.uid),
    username: row.username,
    email: row.email,
    role: row.role,
    memberSince: new Date(row.date_created).toISOString(),
  };
}
