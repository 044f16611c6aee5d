import { sql, type Transaction } from 'kysely';
import type { PostKind } from '../../contracts/content';
import { isPostKind } from '../../contracts/moderation';
import type { PostEditedData } from '../../events/content/edits.events';
import type { ContentRemovedData, HiddenContentRestoredData } from '../../events/content/moderation.events';
import { POSTED_KIND, type PostEvent } from '../../events/content/posts.events';
import { defineProjection, inRuns, type ProjectedEvent } from '../projection';
import type { ReadModel } from '../read-model';
import { indexedWords } from './indexed-words';
import { isPlainText, SegmentVector, type SegmentWeight, type WordLexeme, wordLexeme } from './segment-vector';
import { asciiTokensInOrder, isAscii, isSkipped, lexemePairs, wordsInOrder } from './word-pairs';

/** Rows per INSERT: bodies reach 20 KB, so a rebuild's large batches are written in slices. */
const ROWS_PER_INSERT = 1_000;

function toRow({ type, data: d }: ProjectedEvent<PostEvent['type']>) {
  return {
    kind: POSTED_KIND[type],
    id: d.id,
    posted_at: d.postedAt,
    title: d.title,
    tags: d.tags.join('\n'),
    body: d.body,
  };
}

type SearchRow = ReturnType<typeof toRow>;

/** What the projection keeps of a word: its lexeme, also hashed, and its words for the misspelling lookup. */
interface WordFacts extends WordLexeme {
  /** hashtext of the word's lexeme in the english configuration; null for a stop word. */
  lexeme: number | null;
  /** The word's letter runs that the misspelling lookup knows (see indexedWords). */
  indexed: readonly string[];
  /** The last post whose words took this word's: a post's repeated words are passed over by a number. */
  takenBy: number;
}

/**
 * WordFacts of each word, the lexeme as PostgreSQL gives it: a function of the word alone, so it
 * is kept for the process's life and asked for only for words not seen before (a site's
 * vocabulary is small next to its text). Cleared when it grows past WORDS_KEPT, so that a flood
 * of made-up words cannot grow it without end.
 */
const factsOf = new Map<string, WordFacts>();
/** Numbers the posts read, for WordFacts.takenBy. */
let postsRead = 0;
const WORDS_KEPT = 200_000;

async function lookUpWords(trx: Transaction<ReadModel>, words: Iterable<string>): Promise<void> {
  const distinct = [...new Set(words)];
  let unseen = distinct.filter((word) => !factsOf.has(word));
  if (unseen.length === 0) return;
  if (factsOf.size + unseen.length > WORDS_KEPT) {
    factsOf.clear();
    unseen = distinct;
  }
  // A word PostgreSQL would read as more than one lexeme is left out of pairs, as a stop word is.
  const { rows } = await sql<{ word: string; lexemes: string[]; lexeme: number | null }>`
    select w.word, l.lexemes, case when cardinality(l.lexemes) = 1 then hashtext(l.lexemes[1]) end as lexeme
    from jsonb_array_elements_text(${JSON.stringify(unseen)}::jsonb) as w(word)
    cross join lateral (select tsvector_to_array(to_tsvector('english'::regconfig, w.word)) as lexemes) as l`.execute(
    trx,
  );
  for (const row of rows) {
    // Spelled out, not spread: every WordFacts then has one shape, which the loops over words rely on.
    const { spelled, single } = wordLexeme(row.word, row.lexemes);
    factsOf.set(row.word, {
      spelled,
      single,
      lexeme: row.lexeme === null ? null : Number(row.lexeme),
      indexed: [...indexedWords([row.word])],
      takenBy: 0,
    });
  }
}

/** A post's document is made of these columns, in order, each of its weight: title over tags over body. */
const SEGMENTS: readonly (readonly ['title' | 'tags' | 'body', SegmentWeight])[] = [
  ['title', 'A'],
  ['tags', 'B'],
  ['body', 'C'],
];

/**
 * The rows with their word pairs (title, tags, body, joined as DOCUMENT joins them), the segments of
 * their documents that are built here (see segment-vector.ts: a segment built here is not sent as
 * text) and their words for the misspelling lookup: ASCII text from one reading, its words' facts
 * kept per word.
 */
async function withPairs(trx: Transaction<ReadModel>, rows: SearchRow[]) {
  const texts = rows.map((row) => SEGMENTS.map(([column]) => row[column]));
  const tokens = texts.map((segments) => segments.map((text) => asciiTokensInOrder(text) ?? wordsInOrder(text)));
  const unseen: string[] = [];
  for (const segments of tokens)
    for (const segment of segments)
      for (const token of segment) if (!factsOf.has(token) && !isSkipped(token)) unseen.push(token);
  await lookUpWords(trx, unseen);
  return rows.map((row, i) => {
    const post = ++postsRead;
    const words: string[] = [];
    const vectors: (string | null)[] = [];
    const lexemes = tokens[i]!.map((segment, s) => {
      const text = texts[i]![s]!;
      const ascii = isAscii(text);
      // Other text's words for the lookup are read from the text, as indexedWords reads them.
      if (!ascii) words.push(...indexedWords([text]));
      const inOrder: (number | null)[] = [];
      const vector = isPlainText(text) ? new SegmentVector(SEGMENTS[s]![1]) : null;
      for (const token of segment) {
        if (isSkipped(token)) {
          // A tag or entity takes no position, but its letters are words for the lookup.
          words.push(...indexedWords([token]));
          continue;
        }
        const known = factsOf.get(token)!;
        vector?.add(known);
        inOrder.push(known.lexeme);
        if (ascii && known.takenBy !== post) {
          known.takenBy = post;
          words.push(...known.indexed);
        }
      }
      vectors.push(vector?.text() ?? null);
      return inOrder;
    });
    const [titleVector, tagsVector, bodyVector] = vectors;
    return {
      row: {
        kind: row.kind,
        id: row.id,
        posted_at: row.posted_at,
        title: titleVector === null ? row.title : null,
        title_vector: titleVector,
        tags: tagsVector === null ? row.tags : null,
        tags_vector: tagsVector,
        body: bodyVector === null ? row.body : null,
        body_vector: bodyVector,
        // One line: a text is split faster than a JSON array is made an integer[].
        pairs: lexemePairs(lexemes).join(','),
      },
      // Two words can share a letter run ("abc2", "abc"): the few taken are made distinct.
      words: [...new Set(words)],
    };
  });
}

const segmentSql = ([column, weight]: (typeof SEGMENTS)[number]) =>
  sql`setweight(to_tsvector('english'::regconfig, ${sql.ref(column)}), ${sql.lit(weight)})`;

/** A post's document from its `title`, `tags` and `body` columns (SEGMENTS). */
export const DOCUMENT = sql.join(SEGMENTS.map(segmentSql), sql` || `);

/**
 * DOCUMENT, from the segments withPairs built (`title_vector`, `tags_vector`, `body_vector`) and the
 * text of the others: the same tsvector, concatenated the same way.
 */
const DOCUMENT_FROM_SEGMENTS = sql.join(
  SEGMENTS.map((segment) => sql`coalesce(${sql.ref(`${segment[0]}_vector`)}::tsvector, ${segmentSql(segment)})`),
  sql` || `,
);

/**
 * Indexes the rows (a replayed post is skipped): one statement per slice of rows writes the rows,
 * their heads and the words each keeps for the misspelling lookup (so that its removal can take
 * them away again), and one statement adds every slice's new posts to the lexeme counts (per kind)
 * and to the words' counts: a rebuild's batch touches each count once, not once per slice. The
 * next slice's pairs are worked out while the database runs the statement before it, so that a
 * rebuild keeps both the process and the database busy.
 */
async function insertPosts(trx: Transaction<ReadModel>, rows: SearchRow[]): Promise<void> {
  const lexemes = new Map<string, LexemeCount>();
  const words = new Map<string, number>();
  const slices: SearchRow[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    slices.push(rows.slice(start, start + ROWS_PER_INSERT));
  let next = slices.length > 0 ? withPairs(trx, slices[0]!) : null;
  for (let i = 0; next; i++) {
    const slice = await next;
    const inserting = insertSlice(trx, slice);
    next = i + 1 < slices.length ? withPairs(trx, slices[i + 1]!) : null;
    // A failed statement fails the transaction: the slice being prepared is dropped with it.
    const { keys, counts } = await inserting.catch((error: unknown) => {
      void next?.catch(() => undefined);
      throw error;
    });
    const fresh = new Set(keys.map((key) => `${key.kind}:${key.id}`));
    for (const post of slice)
      if (fresh.has(`${post.row.kind}:${post.row.id}`))
        for (const word of post.words) words.set(word, (words.get(word) ?? 0) + 1);
    for (const count of counts) {
      const key = `${count.kind}\t${count.lexeme}`;
      const known = lexemes.get(key);
      if (known) known.documents += count.documents;
      else lexemes.set(key, count);
    }
  }
  if (lexemes.size > 0 || words.size > 0)
    await sql`
      with lexemes as (
        insert into search_lexemes (lexeme, kind, documents)
        select lexeme, kind, documents
        from jsonb_to_recordset(${JSON.stringify([...lexemes.values()])}::jsonb) as r(lexeme text, kind text, documents integer)
        on conflict (lexeme, kind) do update set documents = search_lexemes.documents + excluded.documents
      )
      insert into search_words (word, documents)
      select e.key, e.value::int from jsonb_each_text(${JSON.stringify(Object.fromEntries(words))}::jsonb) as e
      on conflict (word) do update set documents = search_words.documents + excluded.documents`.execute(trx);
}

/** How many of the new posts of one kind hold a lexeme. */
interface LexemeCount {
  kind: string;
  lexeme: string;
  documents: number;
}

/**
 * One slice of insertPosts: the rows, their heads and their words. Gives back the keys of the rows
 * new to the search and the counts of their lexemes per kind.
 */
async function insertSlice(
  trx: Transaction<ReadModel>,
  slice: Awaited<ReturnType<typeof withPairs>>,
): Promise<{ keys: { kind: string; id: number }[]; counts: LexemeCount[] }> {
  const kept = slice.filter((post) => post.words.length > 0);
  // Passed as JSON: both drivers send a JSON string the same way, arrays not. Two kinds of rows
  // come back: a new post's key (no lexeme), and a lexeme's count (no id).
  const { rows } = await sql<{ kind: string; id: number | null; lexeme: string | null; documents: number | null }>`
    with inserted as (
      insert into search (kind, id, posted_at, document, pairs)
      select kind, id, posted_at, ${DOCUMENT_FROM_SEGMENTS}, string_to_array(pairs, ',')::integer[]
      from jsonb_to_recordset(${JSON.stringify(slice.map((post) => post.row))}::jsonb)
        as r(kind text, id integer, posted_at timestamptz, title text, title_vector text, tags text, tags_vector text,
          body text, body_vector text, pairs text)
      on conflict (kind, id) do nothing
      returning kind, id, posted_at, document
    ), heads as (
      -- The head is the document's title and tag positions (weights A and B).
      insert into search_heads (kind, id, posted_at, head)
      select kind, id, posted_at, ts_filter(document, '{a,b}') from inserted
    ), kept as (
      insert into search_post_words (kind, id, words)
      select w.kind, w.id, w.words
      from jsonb_to_recordset(${JSON.stringify(kept.map((post) => ({ kind: post.row.kind, id: post.row.id, words: post.words })))}::jsonb)
        as w(kind text, id integer, words jsonb)
      join inserted i on i.kind = w.kind and i.id = w.id
      on conflict (kind, id) do nothing
    )
    select kind, id, null::text as lexeme, null::integer as documents from inserted
    union all
    select i.kind, null, l.lexeme, count(*)::integer
    from inserted i cross join unnest(tsvector_to_array(i.document)) as l(lexeme)
    group by l.lexeme, i.kind`.execute(trx);
  const keys: { kind: string; id: number }[] = [];
  const counts: LexemeCount[] = [];
  for (const row of rows)
    if (row.lexeme === null) keys.push({ kind: row.kind, id: row.id! });
    else counts.push({ kind: row.kind, lexeme: row.lexeme, documents: row.documents! });
  return { keys, counts };
}

/**
 * A removed or deleted post leaves the search, and the counts of its lexemes and words drop (a lexeme no post
 * holds any more is unknown again, a word no post holds leaves the misspelling lookup). One statement: a count
 * that would drop to zero is deleted instead, so that no row is both updated and deleted.
 * Gives back when it was posted, or null if it was not in the search.
 */
async function takeOutPost(
  trx: Transaction<ReadModel>,
  { kind, id }: Pick<ContentRemovedData, 'kind' | 'id'>,
): Promise<{ postedAt: Date | string } | null> {
  if (!isPostKind(kind)) return null;
  const { rows } = await sql<{ posted_at: Date | string }>`
    with gone as (delete from search where kind = ${kind} and id = ${id} returning kind, posted_at, document),
    heads as (delete from search_heads where kind = ${kind} and id = ${id}),
    kept as (delete from search_post_words where kind = ${kind} and id = ${id} returning words),
    kept_words as (select x.word from kept cross join jsonb_array_elements_text(kept.words) as x(word)),
    words_counted as (
      update search_words w set documents = w.documents - 1
      where w.word in (select word from kept_words) and w.documents > 1
    ),
    words_emptied as (delete from search_words w where w.word in (select word from kept_words) and w.documents <= 1),
    held as (select g.kind, x.lexeme from gone g cross join unnest(tsvector_to_array(g.document)) as x(lexeme)),
    lexemes_counted as (
      update search_lexemes l set documents = l.documents - 1
      from held h where l.kind = h.kind and l.lexeme = h.lexeme and l.documents > 1
    ),
    lexemes_emptied as (
      delete from search_lexemes l using held h where l.kind = h.kind and l.lexeme = h.lexeme and l.documents <= 1
    )
    select posted_at from gone`.execute(trx);
  const removed = rows[0];
  return removed ? { postedAt: removed.posted_at } : null;
}

/** As takeOutPost, for the handlers, which need nothing back. */
async function removePost(trx: Transaction<ReadModel>, post: Pick<ContentRemovedData, 'kind' | 'id'>): Promise<void> {
  await takeOutPost(trx, post);
}

/**
 * An edited post is indexed anew: its old words leave the counts as a removal's do, and its new ones
 * join them as a new post's do, under the time it was posted (search orders and weighs by it).
 */
async function reindexPost(trx: Transaction<ReadModel>, d: PostEditedData): Promise<void> {
  const removed = await takeOutPost(trx, d);
  if (!removed) return;
  const row = {
    kind: d.kind,
    id: d.id,
    posted_at: new Date(removed.postedAt).toISOString(),
    title: d.title,
    tags: d.tags.join('\n'),
    body: d.body,
  };
  await insertPosts(trx, [row]);
}

async function restorePost(trx: Transaction<ReadModel>, { kind, id, post }: HiddenContentRestoredData): Promise<void> {
  if (!isPostKind(kind) || !post) return;
  await insertPosts(trx, [
    { kind, id, posted_at: post.postedAt, title: post.title, tags: post.tags.join('\n'), body: post.body },
  ]);
}

const posted = inRuns<PostEvent['type']>(async (trx, events) => {
  await insertPosts(trx, events.map(toRow));
  await trx
    .insertInto('search_authors')
    .values(events.map(({ type, data: d }) => ({ kind: POSTED_KIND[type], id: d.id, author_id: d.authorId })))
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
});

/** A post gone for good: out of the search, and out of what a stop set aside. */
async function forgetPost(trx: Transaction<ReadModel>, post: Pick<ContentRemovedData, 'kind' | 'id'>): Promise<void> {
  await removePost(trx, post);
  if (!isPostKind(post.kind)) return;
  await trx.deleteFrom('search_set_aside').where('kind', '=', post.kind).where('id', '=', post.id).execute();
  await trx.deleteFrom('search_authors').where('kind', '=', post.kind).where('id', '=', post.id).execute();
}

/** A stopped member's posts leave the search with what it held of them, set aside as they were. */
async function setAside(trx: Transaction<ReadModel>, uid: number): Promise<void> {
  const { rows } = await sql<{ kind: string; id: number }>`
    insert into search_set_aside (kind, id, posted_at, document, pairs, head, words)
    select s.kind, s.id, s.posted_at, s.document, s.pairs, h.head, w.words
    from search_authors a
    join search s on s.kind = a.kind and s.id = a.id
    left join search_heads h on h.kind = s.kind and h.id = s.id
    left join search_post_words w on w.kind = s.kind and w.id = s.id
    where a.author_id = ${uid}
    on conflict (kind, id) do nothing
    returning kind, id`.execute(trx);
  for (const post of rows) await takeOutPost(trx, { kind: post.kind as PostKind, id: post.id });
}

/** The stop is lifted: the posts set aside come back, and their lexemes and words count again, as takeOutPost undone. */
async function putBack(trx: Transaction<ReadModel>, uid: number): Promise<void> {
  await sql`
    with back as (
      delete from search_set_aside b using search_authors a
      where a.kind = b.kind and a.id = b.id and a.author_id = ${uid}
      returning b.*
    ),
    documents as (
      insert into search (kind, id, posted_at, document, pairs)
      select kind, id, posted_at, document, pairs from back
    ),
    heads as (
      insert into search_heads (kind, id, posted_at, head) select kind, id, posted_at, head from back where head is not null
    ),
    kept as (
      insert into search_post_words (kind, id, words) select kind, id, words from back where words is not null
    ),
    lexemes as (
      insert into search_lexemes (lexeme, kind, documents)
      select x.lexeme, b.kind, count(distinct b.id)::int
      from back b cross join unnest(tsvector_to_array(b.document)) as x(lexeme)
      group by x.lexeme, b.kind
      on conflict (lexeme, kind) do update set documents = search_lexemes.documents + excluded.documents
    )
    insert into search_words (word, documents)
    select x.word, count(distinct (b.kind, b.id))::int
    from back b cross join jsonb_array_elements_text(b.words) as x(word)
    where b.words is not null
    group by x.word
    on conflict (word) do update set documents = search_words.documents + excluded.documents`.execute(trx);
}

/**
 * Nearly every event it handles creates a post, so a batch is a few multi-row statements however
 * long it is (a rebuild replays in batches of thousands). Categories are not indexed: topic pages
 * list them.
 */
export const searchProjection = defineProjection({
  name: 'search',
  tables: [
    'search',
    'search_heads',
    'search_lexemes',
    'search_words',
    'search_post_words',
    'search_authors',
    'search_set_aside',
  ],
  on: {
    ArticlePosted: posted,
    BookPosted: posted,
    VideoPosted: posted,
    QuestionPosted: posted,
    ContentRemoved: (trx, d) => forgetPost(trx, d),
    // Deleted by its author: gone from search, also when its page stays (blank) for its replies.
    PostDeletedByAuthor: (trx, d) => forgetPost(trx, d),
    PostEdited: (trx, d) => reindexPost(trx, d),
    // Hidden by reports: out of search until a moderator restores it, with its words as they then stand.
    ContentHiddenByReports: (trx, d) => removePost(trx, d),
    HiddenContentRestored: (trx, d) => restorePost(trx, d),
    MemberStopped: (trx, d) => setAside(trx, d.uid),
    MemberStopLifted: (trx, d) => putBack(trx, d.uid),
  },
});
