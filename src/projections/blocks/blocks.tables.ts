import type { Timestamp } from '../../infra/sql/column-types';

/** The tables the blocks projection keeps, as the migrations leave them. */
export interface BlocksTables {
  member_blocks: MemberBlocksTable;
}

/**
 * One block in force (sealed: it names the member behind an alias). `blocked_alias_*`: the member was
 * blocked under the alias of that post; `blocker_alias_*`: the blocker blocked from inside their own post
 * under a pseudonym, which is then the only post of theirs the block guards.
 */
export interface MemberBlocksTable {
  block_id: string;
  blocker_id: number;
  name: string;
  from_kind: string;
  from_id: number;
  blocked_id: number;
  blocked_alias_kind: string | null;
  blocked_alias_id: number | null;
  blocker_alias_kind: string | null;
  blocker_alias_id: number | null;
  blocked_at: Timestamp;
}
