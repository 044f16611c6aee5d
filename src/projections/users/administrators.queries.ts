import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

@Injectable()
/** The administrators' addresses: the Experts page's messages go to them (bound as the commands' AdministratorDirectory). */
export class AdministratorsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async administratorEmails(): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'Administrator')
      .orderBy('uid')
      .execute();
    return rows.map((row) => row.email);
  }
}
