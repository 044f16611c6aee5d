import { POSTED_KIND, type PostEvent } from '../../events/content/posts.events';
import { defineProjection, inRuns, type ProjectedEvent } from '../projection';

type Authored = ProjectedEvent<PostEvent['type'] | 'CommentAdded' | 'AnswerAdded'>;

/** The item a pseudonymous event makes (its key in the read tables), or null for one under the author's name. */
function pseudonymousItem(event: Authored): { kind: string; id: number; author_id: number; pseudonym: number } | null {
  const d = event.data;
  if (d.pseudonym === undefined) return null;
  const kind =
    event.type === 'CommentAdded' ? 'comment' : event.type === 'AnswerAdded' ? 'answer' : POSTED_KIND[event.type];
  return { kind, id: d.id, author_id: d.authorId, pseudonym: d.pseudonym };
}

// Consecutive items are recorded by one insert; a deleted account between them forgets who wrote
// what, and nothing before it may come back.
const authored = inRuns<Authored['type']>(async (trx, events) => {
  const rows = events.map(pseudonymousItem).filter((row) => row !== null);
  if (rows.length === 0) return;
  await trx
    .insertInto('pseudonymous_authors')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
});

/**
 * Who wrote what under a pseudonym, keyed like the posts and replies tables: the one place the read
 * model keeps it, for the author's own history. No public query reads this table.
 */
export const pseudonymsProjection = defineProjection({
  name: 'pseudonyms',
  tables: ['pseudonymous_authors'],
  // Most items are under their author's own name.
  passesBy: (event) => event.type !== 'AccountDeleted' && pseudonymousItem(event) === null,
  on: {
    ArticlePosted: authored,
    BookPosted: authored,
    VideoPosted: authored,
    QuestionPosted: authored,
    CommentAdded: authored,
    AnswerAdded: authored,
    AccountDeleted: async (trx, { uid }) => {
      await trx.deleteFrom('pseudonymous_authors').where('author_id', '=', uid).execute();
    },
  },
});
