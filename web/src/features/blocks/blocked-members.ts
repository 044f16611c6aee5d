import type { BlockedMember, BlockedMemberList } from '@contracts/blocks';
import type { PostSummary, Reply } from '@contracts/content';

/** The reader's blocks in the server data store: by member, so another login starts from an empty list. */
export const BLOCKS = '/account/blocks';
export const blocksKey = (uid: number | null) => `${BLOCKS}#${uid}`;

/** A post card or page (PostSummary has no isOwn; a post's page has). */
export type BlockablePost = Pick<PostSummary, 'kind' | 'id' | 'authorId' | 'pseudonymous'> & { isOwn?: boolean };
/** A reply carries its post (parentKind, parentId), which is what a pseudonymous one is blocked by. */
export type BlockableReply = Pick<Reply, 'parentKind' | 'parentId' | 'authorId' | 'pseudonymous' | 'isOwn'>;
/** A member's own page (an expert's profile), by their uid. */
export interface BlockableMember {
  memberId: number;
}
export type Blockable = BlockablePost | BlockableReply | BlockableMember;

/** What a block made from an item covers, as the reader's list will carry it. */
export type BlockScope = { authorId: number } | { aliasOf: NonNullable<BlockedMember['aliasOf']> };

/**
 * What blocking from this item would cover: under a pseudonym the alias's post only (never the author
 * id, which the reader is not given and must not learn); under a name, the author. Null: nobody to
 * block (a post its author deleted).
 */
export function blockScope(item: Blockable): BlockScope | null {
  if ('memberId' in item) return { authorId: item.memberId };
  if ('parentId' in item) {
    if (item.pseudonymous) return { aliasOf: { kind: item.parentKind, id: item.parentId } };
  } else if (item.pseudonymous) return { aliasOf: { kind: item.kind, id: item.id } };
  return item.authorId === null ? null : { authorId: item.authorId };
}

const covers = (block: BlockedMember, scope: BlockScope): boolean =>
  'authorId' in scope
    ? block.authorId === scope.authorId
    : block.aliasOf?.kind === scope.aliasOf.kind && block.aliasOf.id === scope.aliasOf.id;

/**
 * Whether the reader's list hides the item: a block by author id hides what carries that id; a block of
 * an alias hides its post and the replies on that post shown under the alias, and nothing else (hiding
 * other pseudonymous items would tell who is behind the alias). The reader's own items never hide.
 */
export function isBlocked(blocks: readonly BlockedMember[], item: Blockable): boolean {
  if ('isOwn' in item && item.isOwn) return false;
  const scope = blockScope(item);
  return scope !== null && blocks.some((block) => covers(block, scope));
}

/** The list with a block just made, newest first (the server's answer replaces it on the next read). */
export function withBlock({ items }: BlockedMemberList, block: BlockedMember): BlockedMemberList {
  return { items: [block, ...items.filter((other) => other.id !== block.id)] };
}

export function withoutBlock({ items }: BlockedMemberList, id: string): BlockedMemberList {
  return { items: items.filter((block) => block.id !== id) };
}
