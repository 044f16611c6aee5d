import { type RawBuilder, sql } from 'kysely';

// What the Database screen leaves out so that it names no author of an item posted under a
// pseudonym (the rule is in contracts/pseudonyms.ts). Each condition reads the row as `r`, and only
// tables of the row's own projection, so that it holds while any other projection is rebuilt.

/** Read tables no administrator screen lists: their rows are who wrote what under a pseudonym. */
export const SEALED_TABLES: ReadonlySet<string> = new Set([
  'pseudonymous_authors',
  'audit_pseudonymous_authors',
  'watches_pseudonymous_askers',
  // Who wrote each item (held or published): the review queue and the trust levels read them, with aliases.
  'held_items',
  'standing_items',
  // Who wrote each post in the search, and a stopped member's posts set aside from it.
  'search_authors',
  'search_set_aside',
  // The blocks in force, with the member behind each: a block made under an alias would unmask them.
  'member_blocks',
]);

/** A notification about a post under a pseudonym, to or from the post's author. */
const aboutOwnPseudonymousPost = (person: RawBuilder<unknown>) => sql<boolean>`exists (
  select 1 from notification_posts p
  where p.kind = r.item_kind and p.id = r.item_id and p.pseudonymous and p.author_id = ${person})`;

/**
 * The cells, by table and column, that would name the author of an item posted under a pseudonym,
 * or a member as its author (the one who hears of the answers to their question), with when they do.
 * Every other public read table keeps no author beside such an item (see public-byline.ts).
 */
export const CONCEALED_CELLS: Readonly<Record<string, Readonly<Record<string, RawBuilder<boolean>>>>> = {
  notification_posts: { author_id: sql<boolean>`r.pseudonymous` },
  notifications: {
    uid: aboutOwnPseudonymousPost(sql.ref('r.uid')),
    actor_id: aboutOwnPseudonymousPost(sql.ref('r.actor_id')),
    // When the author read it: the event history keeps that reading under the author.
    read_at: aboutOwnPseudonymousPost(sql.ref('r.uid')),
  },
  // Asking a question watches it: the asker's watch of a question asked under a pseudonym.
  notification_watches: {
    uid: sql<boolean>`r.kind = 'question' and exists (
      select 1 from notification_posts p
      where p.kind = 'qnas' and p.id = r.target_id and p.pseudonymous and p.author_id = r.uid)`,
  },
  // The asker's watch of a question asked under a pseudonym, also when they watch it again after
  // unwatching; and when they did, which the event history keeps under the asker.
  watches: { uid: sql<boolean>`r.pseudonymous_asker`, watched_at: sql<boolean>`r.pseudonymous_asker` },
  // That a reply shows to its author alone tells that the post's author blocked them: on a post under a
  // pseudonym, beside the blocker's own block, that would name the post's author.
  replies: { author_only: sql<boolean>`true` },
};
