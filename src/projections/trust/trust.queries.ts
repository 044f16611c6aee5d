import { Inject, Injectable } from '@nestjs/common';
import type { ExpressionBuilder } from 'kysely';
import type { Clock } from '../../common/clock';
import { CLOCK } from '../../common/clock';
import {
  type BlocklistEntry,
  type BlocklistKind,
  type HeldItem,
  type HeldKind,
  HOLD_MESSAGES,
  holdReasonText,
  type HoldReason,
  type OwnHeldItem,
} from '../../contracts/holds';
import type { Role } from '../../contracts/members';
import { type MemberStanding, type TrustLevel, trustLevel } from '../../contracts/trust-levels';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';
import type { ReadModel } from '../read-model';

/** The blocklist changes rarely and is read by every post: kept this long in each process. */
const BLOCKLIST_TTL_MS = 5_000;
const QUEUE_MAX = 200;

type ParentKind = 'articles' | 'books' | 'videos' | 'qnas';

/**
 * The trust read model: standings, the review queue, each member's own held items, the blocklist.
 * The hold rules read it through the TrustRecords port (bound in the read-model module).
 */
/** A stopped member's held items wait out of the queue: nothing of theirs is published while the stop stands. */
const notStopped = (eb: ExpressionBuilder<ReadModel, 'held_items'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('member_standing as ms')
        .select('ms.uid')
        .whereRef('ms.uid', '=', 'held_items.author_id')
        .where('ms.stopped', '=', true),
    ),
  );

@Injectable()
export class TrustQueries {
  private cached: { at: number; entries: readonly BlocklistEntry[] } | null = null;

  constructor(
    @Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The member's standing: the users row and their record, in one read by key. */
  async standing(uid: number): Promise<MemberStanding | null> {
    const rows = await this.standings([uid]);
    return rows.get(uid) ?? null;
  }

  async standings(uids: readonly number[]): Promise<Map<number, MemberStanding>> {
    if (uids.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('users')
      .leftJoin('member_standing', 'member_standing.uid', 'users.uid')
      .select([
        'users.uid',
        'users.role',
        'users.date_created',
        'member_standing.published_items',
        'member_standing.approved_items',
        'member_standing.upheld_reports',
        'member_standing.level_set',
        'member_standing.stopped',
      ])
      .where('users.uid', 'in', [...uids])
      .execute();
    return new Map(
      rows.map((row) => [
        Number(row.uid),
        {
          role: row.role as Role,
          registeredAt: new Date(row.date_created),
          publishedItems: Number(row.published_items ?? 0),
          approvedItems: Number(row.approved_items ?? 0),
          upheldReports: Number(row.upheld_reports ?? 0),
          levelSet: (row.level_set as TrustLevel | null) ?? null,
          stopped: row.stopped === true,
        },
      ]),
    );
  }

  /** Each member's level now, for the admin screens. */
  async levels(uids: readonly number[]): Promise<Map<number, TrustLevel>> {
    const statuses = await this.statuses(uids);
    return new Map([...statuses].map(([uid, status]) => [uid, status.level]));
  }

  /** Each member's level now and whether they are stopped, for User Management. */
  async statuses(uids: readonly number[]): Promise<Map<number, { level: TrustLevel; stopped: boolean }>> {
    const now = this.clock.now();
    const standings = await this.standings(uids);
    return new Map(
      [...standings].map(([uid, standing]) => [uid, { level: trustLevel(standing, now), stopped: standing.stopped }]),
    );
  }

  async blocklist(): Promise<readonly BlocklistEntry[]> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < BLOCKLIST_TTL_MS) return this.cached.entries;
    const entries = await this.blocklistEntries();
    this.cached = { at: now, entries };
    return entries;
  }

  /** The blocklist as it is now (the admin screen; also refreshes this process's copy). */
  async blocklistEntries(): Promise<BlocklistEntry[]> {
    const rows = await this.database.db.selectFrom('blocklist').selectAll().orderBy('added_at').execute();
    const entries = rows.map((row) => ({
      id: row.id,
      kind: row.kind as BlocklistKind,
      value: row.value,
      reason: row.reason,
      addedAt: new Date(row.added_at).toISOString(),
    }));
    this.cached = { at: Date.now(), entries };
    return entries;
  }

  async heldAuthor(kind: HeldKind, id: number): Promise<number | null> {
    const row = await this.database.db
      .selectFrom('held_items')
      .select('author_id')
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? Number(row.author_id) : null;
  }

  async heldParent(kind: HeldKind, id: number): Promise<{ kind: ParentKind; id: number } | null> {
    const row = await this.database.db
      .selectFrom('held_items')
      .select(['parent_kind', 'parent_id'])
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.parent_kind === null || row.parent_id === null) return null;
    return { kind: row.parent_kind as ParentKind, id: Number(row.parent_id) };
  }

  /** The administrators' review queue, oldest first. */
  async queue(): Promise<HeldItem[]> {
    const rows = await this.database.db
      .selectFrom('held_items')
      .selectAll()
      .where('review_state', '=', 'held')
      .where(notStopped)
      .orderBy('held_at')
      .orderBy('id')
      .limit(QUEUE_MAX)
      .execute();
    const levels = await this.levels([...new Set(rows.filter((r) => !r.pseudonymous).map((r) => Number(r.author_id)))]);
    return rows.map((row) => ({
      kind: row.kind as HeldKind,
      id: Number(row.id),
      parent:
        row.parent_kind === null || row.parent_id === null
          ? null
          : { kind: row.parent_kind as ParentKind, id: Number(row.parent_id) },
      // Under a pseudonym the queue names the alias alone: unmasking is the one way to learn the author.
      author: row.pseudonymous
        ? { id: null, name: row.author_name, level: null }
        : { id: Number(row.author_id), name: row.author_name, level: levels.get(Number(row.author_id)) ?? 'new' },
      title: row.title,
      text: row.text,
      reasons: reasonsOf(row.reasons).map(holdReasonText),
      heldAt: new Date(row.held_at).toISOString(),
    }));
  }

  async queueCount(): Promise<number> {
    const row = await this.database.db
      .selectFrom('held_items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('review_state', '=', 'held')
      .where(notStopped)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The member's own items that were held and not (yet) published, newest first. */
  async ownHeld(uid: number): Promise<OwnHeldItem[]> {
    const rows = await this.database.db
      .selectFrom('held_items')
      .select(['kind', 'id', 'title', 'text', 'review_state', 'held_at'])
      .where('author_id', '=', uid)
      .where('review_state', '!=', 'approved')
      .orderBy('held_at', 'desc')
      .limit(QUEUE_MAX)
      .execute();
    return rows.map((row) => {
      const state = row.review_state === 'rejected' ? 'rejected' : 'held';
      return {
        kind: row.kind as HeldKind,
        id: Number(row.id),
        title: row.title,
        text: row.text,
        state,
        status: state === 'held' ? HOLD_MESSAGES.waiting : HOLD_MESSAGES.rejected,
        heldAt: new Date(row.held_at).toISOString(),
      };
    });
  }
}

/** The reasons column: jsonb on PostgreSQL, which PGlite may hand back as text. */
function reasonsOf(value: unknown): HoldReason[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as HoldReason[]) : [];
}
