import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type {
  AccountExport,
  ExportedBookmark,
  ExportedFollow,
  ExportedPost,
  ExportedReply,
  ExportedVote,
} from '../../contracts/account-export';
import type { PostKind } from '../../contracts/content';
import type { Profile } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';

const iso = (at: string | Date) => new Date(at).toISOString();

interface ReplyRow {
  kind: 'comment' | 'answer';
  id: number;
  parent_kind: PostKind;
  parent_id: number;
  text: string;
  added_at: string | Date;
  removed: boolean;
}

/**
 * What "Download my data" gathers from the read model: one member's own posts, replies, votes and
 * saved items, those under a pseudonym included (the member is who may know).
 */
@Injectable()
export class AccountExportQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  async forMember(profile: Profile, at: Date): Promise<AccountExport> {
    const { tutorialStatus: _, ...kept } = profile;
    const [posts, replies, votes, saved] = await Promise.all([
      this.posts(profile.uid),
      this.replies(profile.uid),
      this.votes(profile.uid),
      this.saved(profile.uid),
    ]);
    return {
      exportedAt: at.toISOString(),
      profile: kept,
      posts,
      comments: replies.filter((reply) => reply.kind === 'comment').map(toExportedReply),
      answers: replies.filter((reply) => reply.kind === 'answer').map(toExportedReply),
      votes,
      bookmarks: saved.bookmarks,
      follows: saved.follows,
    };
  }

  private async posts(uid: number): Promise<ExportedPost[]> {
    const { rows } = await sql<{
      kind: PostKind;
      id: number;
      title: string;
      body: string | null;
      tags: string[];
      categories: number[];
      media: string | null;
      posted_at: string | Date;
      removed: boolean;
    }>`
      with sealed as (select kind, id from pseudonymous_authors where author_id = ${uid})
      select kind, id, title, body, tags, categories, media, posted_at, false as removed from posts
        where deleted_at is null
          and (author_id = ${uid} or (author_id is null and (kind, id) in (select kind, id from sealed)))
      union all
      select kind, id, title, null, '[]'::jsonb, '[]'::jsonb, null, posted_at, true from removed_posts
        where author_id = ${uid} or (author_id is null and (kind, id) in (select kind, id from sealed))
      order by posted_at, id`.execute(this.database.db);
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      body: row.body,
      tags: row.tags,
      categories: row.categories,
      media: row.media,
      postedAt: iso(row.posted_at),
      removed: row.removed,
    }));
  }

  private async replies(uid: number): Promise<ReplyRow[]> {
    const { rows } = await sql<ReplyRow>`
      with sealed as (select kind, id from pseudonymous_authors where author_id = ${uid})
      select kind, id, parent_kind, parent_id, text, added_at, false as removed from replies
        where author_id = ${uid} or (author_id is null and (kind, id) in (select kind, id from sealed))
      union all
      select kind, id, parent_kind, parent_id, text, added_at, true from removed_replies
        where author_id = ${uid} or (author_id is null and (kind, id) in (select kind, id from sealed))
      order by added_at, id`.execute(this.database.db);
    return rows;
  }

  private async votes(uid: number): Promise<ExportedVote[]> {
    const rows = await this.database.db
      .selectFrom('reply_votes')
      .select(['kind', 'id', 'vote'])
      .where('voter_id', '=', uid)
      .where('vote', '<>', 0)
      .orderBy('kind')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      target: row.kind as ExportedVote['target'],
      id: row.id,
      vote: row.vote as ExportedVote['vote'],
    }));
  }

  private async saved(uid: number): Promise<{ bookmarks: ExportedBookmark[]; follows: ExportedFollow[] }> {
    const rows = await this.database.db
      .selectFrom('saved_items as s')
      .leftJoin('experts as e', (join) =>
        join.on('s.type', '=', 'experts').on(sql`e.uid::text`, '=', sql.ref('s.item_id')),
      )
      .select(['s.type', 's.item_id', 's.title', 's.saved_at', 'e.slug', 'e.username'])
      .where('s.uid', '=', uid)
      .orderBy('s.saved_at')
      .execute();
    const bookmarks: ExportedBookmark[] = [];
    const follows: ExportedFollow[] = [];
    for (const row of rows) {
      const savedAt = iso(row.saved_at);
      if (row.type !== 'experts')
        bookmarks.push({
          type: row.type as ExportedBookmark['type'],
          id: Number(row.item_id),
          title: row.title,
          savedAt,
        });
      else
        follows.push({
          slug: row.slug ?? '',
          name: row.username ?? row.title,
          followedAt: savedAt,
        });
    }
    return { bookmarks, follows };
  }
}

const toExportedReply = (row: ReplyRow): ExportedReply => ({
  id: row.id,
  on: { kind: row.parent_kind, id: row.parent_id },
  text: row.text,
  addedAt: iso(row.added_at),
  removed: row.removed,
});
