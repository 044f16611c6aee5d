import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { BlockableItem, BlockedFromKind, BlockedMember } from '../../contracts/blocks';
import type { PostKind } from '../../contracts/content';
import { isPostKind, REPLY_KIND } from '../../contracts/moderation';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';
import type { ReadModel } from '../read-model';

/** Whether the reader wrote the item: its author id, or the sealed table for one under a pseudonym. */
const writtenBy = (kind: string, readerId: number) =>
  sql<boolean>`coalesce(t.author_id, (select pa.author_id from pseudonymous_authors pa
    where pa.kind = ${kind} and pa.id = t.id)) = ${readerId}`;

@Injectable()
export class BlocksQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /** The members the reader blocked, newest first, each by the name they saw and what it hides. */
  async list(uid: number): Promise<BlockedMember[]> {
    const rows = await this.database.db
      .selectFrom('member_blocks')
      .select(['block_id', 'name', 'blocked_at', 'blocked_id', 'blocked_alias_kind', 'blocked_alias_id'])
      .where('blocker_id', '=', uid)
      .orderBy('blocked_at', 'desc')
      .orderBy('block_id')
      .execute();
    return rows.map((row) => ({
      id: row.block_id,
      name: row.name,
      blockedAt: new Date(row.blocked_at).toISOString(),
      // Under an alias the block tells its post only: the member behind it stays unnamed, even to the blocker.
      ...(row.blocked_alias_kind === null || row.blocked_alias_id === null
        ? { authorId: row.blocked_id }
        : { aliasOf: { kind: row.blocked_alias_kind as PostKind, id: row.blocked_alias_id } }),
    }));
  }

  /** Whether the reader blocked the name a post is shown under (its author's, or its alias). */
  async hidesPost(readerId: number, post: { kind: PostKind; id: number; authorId: number | null }): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('member_blocks')
      .select('block_id')
      .where('blocker_id', '=', readerId)
      .where((eb) =>
        post.authorId === null
          ? eb.and([eb('blocked_alias_kind', '=', post.kind), eb('blocked_alias_id', '=', post.id)])
          : eb.and([eb('blocked_alias_kind', 'is', null), eb('blocked_id', '=', post.authorId)]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async blockable(kind: BlockedFromKind, id: number, readerId: number): Promise<BlockableItem | null> {
    const db = this.database.db;
    if (kind === 'experts') {
      const expert = await db
        .selectFrom('experts')
        .select(['uid', 'username'])
        .where('uid', '=', id)
        .where('slug', 'is not', null)
        .executeTakeFirst();
      return expert ? { name: expert.username, own: expert.uid === readerId } : null;
    }
    if (isPostKind(kind)) {
      const post = await db
        .selectFrom('posts as t')
        .select(['t.author_name', 'author_stopped', 'deleted_at', writtenBy(kind, readerId).as('own')])
        .where('t.kind', '=', kind)
        .where('t.id', '=', id)
        .executeTakeFirst();
      // A post kept for its replies after its author deleted it names nobody: there is no one to block.
      if (!post || post.author_stopped || post.deleted_at !== null) return null;
      return { name: post.author_name, own: post.own === true };
    }
    const replyKind = REPLY_KIND[kind];
    const reply = await db
      .selectFrom('replies as t')
      .select(['t.author_name', 'parent_kind', 'parent_id', 'author_stopped', writtenBy(replyKind, readerId).as('own')])
      .where('t.kind', '=', replyKind)
      .where('t.id', '=', id)
      .executeTakeFirst();
    if (!reply || reply.author_stopped) return null;
    return {
      name: reply.author_name,
      post: { kind: reply.parent_kind as PostKind, id: reply.parent_id },
      own: reply.own === true,
    };
  }

  async replyShownToAuthorOnly(replierId: number, post: { kind: PostKind; id: number }): Promise<boolean> {
    // A block guards the blocker's posts under their own name, or the one post under a pseudonym it was made in.
    const { rows } = await sql<{ guarded: boolean }>`
      select exists (
        select 1 from member_blocks b
        left join posts p on p.kind = ${post.kind} and p.id = ${post.id}
        where b.blocked_id = ${replierId}
          and ((b.blocker_alias_kind is null and p.author_id = b.blocker_id)
            or (b.blocker_alias_kind = ${post.kind} and b.blocker_alias_id = ${post.id}))
      ) as guarded`.execute(this.database.db);
    return rows[0]?.guarded === true;
  }
}
