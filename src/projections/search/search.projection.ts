import { sql, type Transaction } from 'kysely';
import type { PostKind } from '../../contracts/content';
import { isPostKind } from '../../contracts/moderation';
import type { ContentRemovedData } from '../../events/content/moderation.events';
import type { PostEvent } from '../../events/content/posts.events';
import { defineProjection, inRuns, type ProjectedEvent } from '../projection';
import type { ReadModel } from '../read-model';
import { indexedWords } from './indexed-words';
import { lexemePairs, wordsInOrder } from './word-pairs';

const KIND_OF = {
  ArticlePosted: 'articles',
  BookPosted: 'books',
  VideoPosted: 'videos',
  QuestionPosted: 'qnas',
} as const satisfies Record<PostEvent['type'], PostKind>;

/** Rows per INSERT: bodies reach 20 KB, so a rebuild's large batches are written in slices. */
const ROWS_PER_INSERT = 1_000;

function toRow({ type, data: d }: ProjectedEvent<PostEvent['type']>) {
  return {
    kind: KIND_OF[type],
    id: d.id,
    posted_at: d.postedAt,
    title: d.title,
    tags: d.tags.join('\n'),
    body: d.body,
  };
}

type SearchRow = ReturnType<typeof toRow>;

/**
 * Each word's lexeme in the english configuration (null for a stop word), as PostgreSQL gives it:
 * a function of the word alone, so it is kept for the process's life and asked for only for words
 * not seen before (a site's vocabulary is small next to its text). Cleared when it grows past
 * LEXEMES_KEPT, so that a flood of made-up words cannot grow it without end.
 */
const lexemeOf = new Map<string, string | null>();
const LEXEMES_KEPT = 200_000;

async function lookUpLexemes(trx: Transaction<ReadModel>, words: Iterable<string>): Promise<void> {
  const distinct = [...new Set(words)];
  let unseen = distinct.filter((word) => !lexemeOf.has(word));
  if (unseen.length === 0) return;
  if (lexemeOf.size + unseen.length > LEXEMES_KEPT) {
    lexemeOf.clear();
    unseen = distinct;
  }
  const { rows } = await sql<{ word: string; lexemes: string[] }>`
    select w.word, tsvector_to_array(to_tsvector('english'::regconfig, w.word)) as lexemes
    from jsonb_array_elements_text(${JSON.stringify(unseen)}::jsonb) as w(word)`.execute(trx);
  // A word PostgreSQL would read as more than one is left out of pairs, as a stop word is.
  for (const row of rows) lexemeOf.set(row.word, row.lexemes.length === 1 ? row.lexemes[0]! : null);
}

/** The rows with their word pairs (title, tags, body, joined as DOCUMENT joins them). */
async function withPairs(trx: Transaction<ReadModel>, rows: SearchRow[]) {
  const words = rows.map((row) => [row.title, row.tags, row.body].map(wordsInOrder));
  await lookUpLexemes(
    trx,
    words.flatMap((segments) => segments.flat()),
  );
  return rows.map((row, i) => ({
    ...row,
    // One line each: a text is split faster than a JSON array is made a text[].
    pairs: lexemePairs(words[i]!.map((segment) => segment.map((word) => lexemeOf.get(word) ?? null))).join('\n'),
  }));
}

/** A post's document from its `title`, `tags` and `body` columns: title over tags over body. */
export const DOCUMENT = sql`setweight(to_tsvector('english'::regconfig, title), 'A')
  || setweight(to_tsvector('english'::regconfig, tags), 'B')
  || setweight(to_tsvector('english'::regconfig, body), 'C')`;

/**
 * Inserts the rows and their heads (a replayed post is skipped), counts the lexemes of the new
 * ones per kind, and returns the new rows. One statement: the documents are used where they were
 * just computed.
 */
async function insertPosts(trx: Transaction<ReadModel>, rows: SearchRow[]): Promise<SearchRow[]> {
  const inserted: SearchRow[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const slice = await withPairs(trx, rows.slice(start, start + ROWS_PER_INSERT));
    // Passed as JSON: both drivers send a JSON string the same way, arrays not.
    const { rows: keys } = await sql<{ kind: string; id: number }>`
      with inserted as (
        insert into search (kind, id, posted_at, document, pairs)
        select kind, id, posted_at, ${DOCUMENT}, array(select hashtext(p) from unnest(string_to_array(pairs, E'\n')) as p)
        from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb)
          as r(kind text, id integer, posted_at timestamptz, title text, tags text, body text, pairs text)
        on conflict (kind, id) do nothing
        returning kind, id, posted_at, document
      ), heads as (
        -- The head is the document's title and tag positions (weights A and B).
        insert into search_heads (kind, id, posted_at, head)
        select kind, id, posted_at, ts_filter(document, '{a,b}') from inserted
      ), counted as (
        insert into search_lexemes (lexeme, kind, documents)
        select l.lexeme, i.kind, count(*)::int
        from inserted i cross join unnest(tsvector_to_array(i.document)) as l(lexeme)
        group by l.lexeme, i.kind
        on conflict (lexeme, kind) do update set documents = search_lexemes.documents + excluded.documents
      )
      select kind, id from inserted`.execute(trx);
    const fresh = new Set(keys.map((key) => `${key.kind}:${key.id}`));
    inserted.push(...slice.filter((row) => fresh.has(`${row.kind}:${row.id}`)));
  }
  return inserted;
}

/**
 * Adds the posts' words to the misspelling lookup, counting the posts each word appears in, and
 * keeps each post's words so that its removal can take them away again.
 */
async function countWords(trx: Transaction<ReadModel>, rows: SearchRow[]): Promise<void> {
  const documents = new Map<string, number>();
  const perPost = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    words: [...indexedWords([row.title, row.tags, row.body])],
  }));
  for (const post of perPost) for (const word of post.words) documents.set(word, (documents.get(word) ?? 0) + 1);
  for (let start = 0; start < perPost.length; start += ROWS_PER_INSERT) {
    const slice = perPost.slice(start, start + ROWS_PER_INSERT).filter((post) => post.words.length > 0);
    if (slice.length === 0) continue;
    await sql`
      insert into search_post_words (kind, id, words)
      select r.kind, r.id, r.words from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as r(kind text, id integer, words jsonb)
      on conflict (kind, id) do nothing`.execute(trx);
  }
  if (documents.size === 0) return;
  await sql`
    insert into search_words (word, documents)
    select e.key, e.value::int from jsonb_each_text(${JSON.stringify(Object.fromEntries(documents))}::jsonb) as e
    on conflict (word) do update set documents = search_words.documents + excluded.documents`.execute(trx);
}

/**
 * A removed post leaves the search, and the counts of its lexemes and words drop (a lexeme no post
 * holds any more is unknown again, a word no post holds leaves the misspelling lookup).
 */
async function removePost(trx: Transaction<ReadModel>, { kind, id }: ContentRemovedData): Promise<void> {
  if (!isPostKind(kind)) return;
  await sql`delete from search_heads where kind = ${kind} and id = ${id}`.execute(trx);
  // Two statements: a row the first one updates cannot be deleted by the same statement.
  const { rows: counted } = await sql<{ word: string; documents: number }>`
    with gone as (delete from search_post_words where kind = ${kind} and id = ${id} returning words)
    update search_words w set documents = w.documents - 1
    from gone g cross join jsonb_array_elements_text(g.words) as x(word)
    where w.word = x.word
    returning w.word, w.documents`.execute(trx);
  const emptied = counted.filter((row) => Number(row.documents) <= 0).map((row) => row.word);
  if (emptied.length > 0)
    await sql`delete from search_words where word in (select jsonb_array_elements_text(${JSON.stringify(emptied)}::jsonb)) and documents <= 0`.execute(
      trx,
    );
  const { rows } = await sql<{ lexeme: string }>`
    with gone as (delete from search where kind = ${kind} and id = ${id} returning kind, document),
    counted as (
      update search_lexemes l set documents = l.documents - 1
      from gone g cross join unnest(tsvector_to_array(g.document)) as x(lexeme)
      where l.kind = g.kind and l.lexeme = x.lexeme
      returning l.lexeme, l.documents
    )
    select lexeme from counted where documents <= 0`.execute(trx);
  if (rows.length === 0) return;
  await sql`delete from search_lexemes
    where kind = ${kind} and lexeme in (select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.lexeme))}::jsonb)) and documents <= 0`.execute(
    trx,
  );
}

const posted = inRuns<PostEvent['type']>(async (trx, events) => {
  const inserted = await insertPosts(trx, events.map(toRow));
  await countWords(trx, inserted);
});

/**
 * Nearly every event it handles creates a post, so a batch is a few multi-row statements however
 * long it is (a rebuild replays in batches of thousands). Categories are not indexed: topic pages
 * list them.
 */
export const searchProjection = defineProjection({
  name: 'search',
  tables: ['search', 'search_heads', 'search_lexemes', 'search_words', 'search_post_words'],
  on: {
    ArticlePosted: posted,
    BookPosted: posted,
    VideoPosted: posted,
    QuestionPosted: posted,
    ContentRemoved: (trx, d) => removePost(trx, d),
  },
});
