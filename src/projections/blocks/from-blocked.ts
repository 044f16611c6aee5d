import { type SqlBool, sql } from 'kysely';

/**
 * A notification (as `n`) its holder hears nothing of: its actor is a member they blocked, under the
 * name they blocked. One who acted under a post's alias (the post is theirs under a pseudonym) is
 * blocked there only by a block of that alias; under their own name, by a block of their name: no
 * notification is left out for a name the holder did not block, which would tell who is behind an alias.
 */
export const FROM_BLOCKED = sql<SqlBool>`exists (
  select 1 from member_blocks b
  where b.blocker_id = n.uid and b.blocked_id = n.actor_id
    and case when exists (
        select 1 from notification_posts p
        where p.kind = n.item_kind and p.id = n.item_id and p.pseudonymous and p.author_id = n.actor_id)
      then b.blocked_alias_kind = n.item_kind and b.blocked_alias_id = n.item_id
      else b.blocked_alias_kind is null end)`;

/** A notification (as `n`) its holder hears of, in the bell, the live notices and the digest. */
export const HEARD = sql<SqlBool>`not ${FROM_BLOCKED}`;
