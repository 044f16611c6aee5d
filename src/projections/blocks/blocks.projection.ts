import type { Transaction } from 'kysely';
import { isPostKind } from '../../contracts/moderation';
import type { EventData } from '../../events/registry';
import { defineProjection } from '../projection';
import type { ReadModel } from '../read-model';

type Item = { kind: string; id: number };
/** Who is behind what the block was made from, and under which name the blocker saw them. */
type Resolved = { blockedId: number; blockedAlias: Item | null; blockerAlias: Item | null };

const REPLY_KIND = { comments: 'comment', answers: 'answer' } as const;

async function sealedAuthor(trx: Transaction<ReadModel>, item: Item): Promise<number | null> {
  const row = await trx
    .selectFrom('pseudonymous_authors')
    .select('author_id')
    .where('kind', '=', item.kind)
    .where('id', '=', item.id)
    .executeTakeFirst();
  return row?.author_id ?? null;
}

/** Read from the posts, replies and pseudonyms tables, which this projection runs after in its group. */
async function resolve(trx: Transaction<ReadModel>, d: EventData<'MemberBlocked'>): Promise<Resolved | null> {
  const { kind, id } = d.from;
  if (kind === 'experts') return { blockedId: id, blockedAlias: null, blockerAlias: null };
  if (isPostKind(kind)) {
    const post = await trx
      .selectFrom('posts')
      .select('author_id')
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!post) return null;
    if (post.author_id !== null) return { blockedId: post.author_id, blockedAlias: null, blockerAlias: null };
    const author = await sealedAuthor(trx, { kind, id });
    return author === null ? null : { blockedId: author, blockedAlias: { kind, id }, blockerAlias: null };
  }
  const reply = await trx
    .selectFrom('replies')
    .select(['author_id', 'parent_kind', 'parent_id'])
    .where('kind', '=', REPLY_KIND[kind])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!reply) return null;
  const post = { kind: reply.parent_kind, id: reply.parent_id };
  const author = reply.author_id ?? (await sealedAuthor(trx, { kind: REPLY_KIND[kind], id }));
  if (author === null) return null;
  const blockerIsPostsAlias = (await sealedAuthor(trx, post)) === d.uid;
  return {
    blockedId: author,
    blockedAlias: reply.author_id === null ? post : null,
    blockerAlias: blockerIsPostsAlias ? post : null,
  };
}

/**
 * The blocks in force, with the member behind each (sealed): what the blocker's lists hide, which of
 * their notifications are left out, and whose replies to their posts only their author sees.
 */
export const blocksProjection = defineProjection({
  name: 'blocks',
  tables: ['member_blocks'],
  on: {
    MemberBlocked: async (trx, d) => {
      const resolved = await resolve(trx, d);
      // Oneself, or an item gone before the block reached the read model: there is no one to block.
      if (!resolved || resolved.blockedId === d.uid) return;
      await trx
        .insertInto('member_blocks')
        .values({
          block_id: d.blockId,
          blocker_id: d.uid,
          name: d.from.name,
          from_kind: d.from.kind,
          from_id: d.from.id,
          blocked_id: resolved.blockedId,
          blocked_alias_kind: resolved.blockedAlias?.kind ?? null,
          blocked_alias_id: resolved.blockedAlias?.id ?? null,
          blocker_alias_kind: resolved.blockerAlias?.kind ?? null,
          blocker_alias_id: resolved.blockerAlias?.id ?? null,
          blocked_at: d.blockedAt,
        })
        .onConflict((oc) => oc.column('block_id').doNothing())
        .execute();
    },
    MemberUnblocked: async (trx, d) => {
      await trx.deleteFrom('member_blocks').where('block_id', '=', d.blockId).execute();
    },
    AccountDeleted: async (trx, { uid }) => {
      await trx
        .deleteFrom('member_blocks')
        .where((eb) => eb.or([eb('blocker_id', '=', uid), eb('blocked_id', '=', uid)]))
        .execute();
    },
  },
});
