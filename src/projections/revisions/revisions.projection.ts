import type { PostVersion } from '../../events/content/edits.events';
import { type Insertable, sql, type Transaction } from 'kysely';
import { isPostKind, REPLY_KIND } from '../../contracts/moderation';
import { POSTED_KIND, type PostEvent } from '../../events/content/posts.events';
import { defineProjection, inRuns, type ProjectedEvent } from '../projection';
import type { ReadModel } from '../read-model';
import type { RevisionsTable } from './revisions.tables';

type Versioned = ProjectedEvent<PostEvent['type'] | 'CommentAdded' | 'AnswerAdded' | 'PostEdited' | 'ReplyEdited'>;
type Row = Insertable<RevisionsTable>;

const post = (kind: string, id: number, d: PostVersion) => ({
  kind,
  id,
  parent_kind: null,
  parent_id: null,
  title: d.title,
  body: d.body,
  // Serialised here: node-postgres would send a JS array as a Postgres array, not as JSON.
  tags: JSON.stringify(d.tags),
  categories: JSON.stringify(d.categories),
  media: d.media,
});

const reply = (kind: string, id: number, parentKind: string, parentId: number, text: string) => ({
  kind,
  id,
  parent_kind: parentKind,
  parent_id: parentId,
  title: null,
  body: text,
  tags: '[]',
  categories: null,
  media: null,
});

function toRow(event: Versioned): Row {
  const { revision } = event;
  if (event.type === 'CommentAdded') {
    const d = event.data;
    return { ...reply('comment', d.id, d.parentKind, d.parentId, d.text), revision, revised_at: d.addedAt };
  }
  if (event.type === 'AnswerAdded') {
    const d = event.data;
    return { ...reply('answer', d.id, 'qnas', d.questionId, d.text), revision, revised_at: d.addedAt };
  }
  if (event.type === 'ReplyEdited') {
    const d = event.data;
    return { ...reply(d.target, d.id, d.parentKind, d.parentId, d.text), revision, revised_at: d.editedAt };
  }
  if (event.type === 'PostEdited')
    return { ...post(event.data.kind, event.data.id, event.data), revision, revised_at: event.data.editedAt };
  return { ...post(POSTED_KIND[event.type], event.data.id, event.data), revision, revised_at: event.data.postedAt };
}

/** A run of versions is one insert; a replayed one is already there. */
async function addVersions(trx: Transaction<ReadModel>, events: Versioned[]): Promise<void> {
  await trx
    .insertInto('revisions')
    .values(events.map(toRow))
    .onConflict((oc) => oc.columns(['kind', 'id', 'revision']).doNothing())
    .execute();
}

const versions = inRuns<Versioned['type']>(addVersions);

/**
 * Every version of each post, comment and answer, from its events: the original and each edit, for
 * anyone to read. Content that is removed (by the moderators, or with its author's account) takes
 * its versions with it, and a post its replies' (the event history keeps them for administrators).
 * What its author deleted takes its own versions; a post kept for its replies leaves theirs.
 */
export const revisionsProjection = defineProjection({
  name: 'revisions',
  tables: ['revisions'],
  on: {
    ArticlePosted: versions,
    BookPosted: versions,
    VideoPosted: versions,
    QuestionPosted: versions,
    CommentAdded: versions,
    AnswerAdded: versions,
    PostEdited: versions,
    ReplyEdited: versions,
    // A topic added later (an approved suggestion) belongs to the version shown now: the newest.
    PostCategorized: async (trx, { kind, id, topicId }) => {
      const topic = JSON.stringify([topicId]);
      await sql`update revisions set categories = categories || ${topic}::jsonb
        where kind = ${kind} and id = ${id} and categories is not null and not categories @> ${topic}::jsonb
          and revision = (select max(revision) from revisions where kind = ${kind} and id = ${id})`.execute(trx);
    },
    PostDeletedByAuthor: async (trx, { kind, id }) => {
      await trx.deleteFrom('revisions').where('kind', '=', kind).where('id', '=', id).execute();
    },
    ReplyDeletedByAuthor: async (trx, { target, id }) => {
      await trx.deleteFrom('revisions').where('kind', '=', target).where('id', '=', id).execute();
    },
    ContentRemoved: async (trx, { kind, id }) => {
      if (!isPostKind(kind)) {
        await trx.deleteFrom('revisions').where('kind', '=', REPLY_KIND[kind]).where('id', '=', id).execute();
        return;
      }
      await trx
        .deleteFrom('revisions')
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', kind), eb('id', '=', id)]),
            eb.and([eb('parent_kind', '=', kind), eb('parent_id', '=', id)]),
          ]),
        )
        .execute();
    },
  },
});
