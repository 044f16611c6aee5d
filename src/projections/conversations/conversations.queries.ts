import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { AnswerList } from '../../contracts/best-answers';
import type { PostKind, Reply } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';
import { pseudonymousWhenAnonymous } from '../pseudonyms/public-byline';

export type ReplyKind = 'comment' | 'answer';

const asVote = (value: unknown): -1 | 0 | 1 => (Number(value) > 0 ? 1 : Number(value) < 0 ? -1 : 0);

@Injectable()
export class ConversationsQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /**
   * A post's comments or answers: the best answer first, then highest vote, then oldest; with the
   * reader's own votes, and which of them the reader wrote: for a reply under a pseudonym the sealed
   * table knows, and only its own author learns it.
   */
  async replies(parentKind: PostKind, parentId: number, readerId: number | null): Promise<Reply[]> {
    const rows = await this.database.db
      .selectFrom('replies as r')
      .leftJoin('reply_votes as v', (join) =>
        join
          .onRef('v.kind', '=', 'r.kind')
          .onRef('v.id', '=', 'r.id')
          .on('v.voter_id', '=', readerId ?? 0),
      )
      .leftJoin('pseudonymous_authors as pa', (join) =>
        join.onRef('pa.kind', '=', 'r.kind').onRef('pa.id', '=', 'r.id'),
      )
      .select(sql<boolean>`coalesce(r.author_id, pa.author_id) = ${readerId ?? 0}`.as('is_own'))
      .select(
        sql<boolean>`exists (select 1 from violation_reports vr where vr.target_kind = (case r.kind when 'comment' then 'comments' else 'answers' end)
          and vr.target_id = r.id and vr.reporter_id = ${readerId ?? 0})`.as('reported_by_me'),
      )
      .select([
        'r.id',
        'r.parent_id',
        'r.author_id',
        'r.author_name',
        'r.author_role',
        'r.text',
        'r.vote',
        'r.is_best',
        'r.added_at',
        'r.edited_at',
        'r.hidden_at',
        'r.links_plain',
        'v.vote as my_vote',
      ])
      .where('r.parent_kind', '=', parentKind)
      .where('r.parent_id', '=', parentId)
      // Hidden by reports, or a blocked member's reply to the blocker's post: listed for its author alone.
      .where((eb) =>
        eb.or([
          eb.and([eb('r.hidden_at', 'is', null), eb('r.author_only', '=', false)]),
          sql<boolean>`coalesce(r.author_id, pa.author_id) = ${readerId ?? 0}`,
        ]),
      )
      .where('r.author_stopped', '=', false)
      .orderBy('r.is_best', 'desc')
      .orderBy('r.vote', 'desc')
      .orderBy('r.added_at', 'asc')
      .orderBy('r.id', 'asc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      // The rows are the ones under this parent: its kind is the one asked for, already narrowed.
      parentKind,
      parentId: row.parent_id,
      authorId: row.author_id,
      authorName: row.author_name,
      authorRole: row.author_role as Role,
      date: new Date(row.added_at).toISOString(),
      text: row.text,
      vote: Number(row.vote),
      myVote: asVote(row.my_vote),
      isBest: row.is_best === true,
      isOwn: row.is_own === true,
      ...(row.edited_at === null ? {} : { editedAt: new Date(row.edited_at).toISOString() }),
      ...(row.hidden_at === null ? {} : { hiddenPendingReview: true as const }),
      ...(row.reported_by_me === true ? { reportedByMe: true as const } : {}),
      ...(row.links_plain ? { linksPlain: true as const } : {}),
      ...pseudonymousWhenAnonymous(row.author_id),
    }));
  }

  /**
   * A question's answers, and whether the reader asked it: the posts table knows its author, or,
   * for a question asked under a pseudonym, the sealed table does (only its own asker learns it).
   */
  async answerList(questionId: number, readerId: number | null): Promise<AnswerList> {
    const [items, question] = await Promise.all([
      this.replies('qnas', questionId, readerId),
      readerId === null
        ? undefined
        : this.database.db
            .selectFrom('posts as p')
            .leftJoin('pseudonymous_authors as pa', (join) =>
              join.onRef('pa.kind', '=', 'p.kind').onRef('pa.id', '=', 'p.id'),
            )
            .select(sql<number | null>`coalesce(p.author_id, pa.author_id)`.as('asker_id'))
            .where('p.kind', '=', 'qnas')
            .where('p.id', '=', questionId)
            // A question its asker deleted keeps its answers as they stand, best one included.
            .where('p.deleted_at', 'is', null)
            .executeTakeFirst(),
    ]);
    return { items, canMarkBest: readerId !== null && question?.asker_id === readerId };
  }

  /**
   * Who wrote a comment or answer, also under a pseudonym (for the vote's rule, never shown);
   * undefined when there is no such reply, null when its author's account is deleted.
   */
  async authorOf(kind: ReplyKind, id: number): Promise<number | null | undefined> {
    const row = await this.database.db
      .selectFrom('replies as r')
      .leftJoin('pseudonymous_authors as pa', (join) =>
        join.onRef('pa.kind', '=', 'r.kind').onRef('pa.id', '=', 'r.id'),
      )
      .select(sql<number | null>`coalesce(r.author_id, pa.author_id)`.as('author_id'))
      .where('r.kind', '=', kind)
      .where('r.id', '=', id)
      .executeTakeFirst();
    return row === undefined ? undefined : row.author_id === null ? null : Number(row.author_id);
  }

  /** The post a comment or answer is under; null when there is no such reply. */
  async parentOf(kind: ReplyKind, id: number): Promise<{ kind: PostKind; id: number } | null> {
    const row = await this.database.db
      .selectFrom('replies')
      .select(['parent_kind', 'parent_id'])
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { kind: row.parent_kind as PostKind, id: row.parent_id } : null;
  }

  async exists(kind: ReplyKind, id: number): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('replies')
      .select('id')
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The total of a comment or answer and one voter's own vote on it. */
  async votes(kind: ReplyKind, id: number, voterId: number): Promise<{ vote: number; myVote: -1 | 0 | 1 } | null> {
    const row = await this.database.db
      .selectFrom('replies as r')
      .leftJoin('reply_votes as v', (join) =>
        join.onRef('v.kind', '=', 'r.kind').onRef('v.id', '=', 'r.id').on('v.voter_id', '=', voterId),
      )
      .select(['r.vote', 'v.vote as my_vote'])
      .where('r.kind', '=', kind)
      .where('r.id', '=', id)
      .executeTakeFirst();
    return row ? { vote: Number(row.vote), myVote: asVote(row.my_vote) } : null;
  }
}
