import type { Kysely } from 'kysely';
import type { PostKind } from '../../contracts/content';
import type { ConversationEvent } from '../../events/content/conversations.events';
import { type PostedData, PostEvents } from '../../events/content/posts.events';
import type { AccountDeletedData } from '../../events/users/account-deletion.events';
import type { StoredEvent } from '../../infra/event-store/event-store.port';
import type { Projection } from '../projection';

type Data<T extends ConversationEvent['type']> = Extract<ConversationEvent, { type: T }>['data'];

const KIND_OF: Record<string, PostKind> = {
  ArticlePosted: 'articles',
  BookPosted: 'books',
  VideoPosted: 'videos',
  QuestionPosted: 'qnas',
};

/** The item a pseudonymous event makes (its key in the read tables), or null for one under the author's name. */
function pseudonymousItem(
  event: StoredEvent,
): { kind: string; id: number; author_id: number; pseudonym: number } | null {
  if (event.type === 'CommentAdded' || event.type === 'AnswerAdded') {
    const d = event.data as Data<'CommentAdded'> | Data<'AnswerAdded'>;
    if (d.pseudonym === undefined) return null;
    return {
      kind: event.type === 'CommentAdded' ? 'comment' : 'answer',
      id: d.id,
      author_id: d.authorId,
      pseudonym: d.pseudonym,
    };
  }
  const d = event.data as PostedData;
  return d.pseudonym === undefined
    ? null
    : { kind: KIND_OF[event.type]!, id: d.id, author_id: d.authorId, pseudonym: d.pseudonym };
}

/**
 * Who wrote what under a pseudonym, keyed like the posts and replies tables: the one place the read
 * model keeps it, for the author's own history. No public query reads this table.
 */
export const pseudonymsProjection: Projection = {
  name: 'pseudonyms',
  handles: new Set<string>([...Object.keys(PostEvents), 'CommentAdded', 'AnswerAdded', 'AccountDeleted']),
  tables: ['pseudonymous_authors'],
  async apply(trx: Kysely<any>, events: StoredEvent[]) {
    // In order: a deleted account forgets who wrote what, and nothing before it may come back.
    let start = 0;
    for (let i = 0; i <= events.length; i++) {
      if (i < events.length && events[i]!.type !== 'AccountDeleted') continue;
      await record(trx, events.slice(start, i));
      if (i < events.length)
        await trx
          .deleteFrom('pseudonymous_authors')
          .where('author_id', '=', (events[i]!.data as AccountDeletedData).uid)
          .execute();
      start = i + 1;
    }
  },
};

async function record(trx: Kysely<any>, events: StoredEvent[]): Promise<void> {
  const rows = events.map(pseudonymousItem).filter((row) => row !== null);
  if (rows.length === 0) return;
  await trx
    .insertInto('pseudonymous_authors')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
}
