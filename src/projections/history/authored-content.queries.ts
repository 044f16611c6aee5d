import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { PostKind } from '../../contracts/content';
import type { ReportedKind } from '../../contracts/moderation';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

export interface AuthoredRow {
  kind: ReportedKind;
  id: number;
  parent: { kind: PostKind; id: number } | null;
}

/**
 * What a member has written: posts, comments and answers on the site now (those under a pseudonym
 * too), and Contact Us messages from their email. A post they deleted is not theirs to remove any
 * more: its placeholder stays for the replies others wrote.
 */
@Injectable()
export class AuthoredContentQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async byAuthor(uid: number): Promise<AuthoredRow[]> {
    const { rows } = await sql<{
      kind: ReportedKind;
      id: number;
      parent_kind: PostKind | null;
      parent_id: number | null;
    }>`
      with sealed as (select kind, id from pseudonymous_authors where author_id = ${uid})
      select kind, id, null as parent_kind, null::integer as parent_id from posts
        where deleted_at is null
          and (author_id = ${uid} or (author_id is null and (kind, id) in (select kind, id from sealed)))
      union all
      select case kind when 'comment' then 'comments' else 'answers' end, id, parent_kind, parent_id from replies
        where author_id = ${uid} or (author_id is null and (kind, id) in (select kind, id from sealed))`.execute(
      this.database.db,
    );
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      parent: row.parent_kind !== null && row.parent_id !== null ? { kind: row.parent_kind, id: row.parent_id } : null,
    }));
  }

  async messagesFrom(email: string, kind: 'contact' | 'expert'): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom('admin_messages')
      .select('id')
      .where('kind', '=', kind)
      .where(sql`lower(email)`, '=', email.trim().toLowerCase())
      .execute();
    return rows.map((row) => row.id);
  }
}
