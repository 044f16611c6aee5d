import { type RawBuilder, sql } from 'kysely';
import { PAGE_SIZE, POST_KINDS, type PostKind } from '../../contracts/content';
import { SEARCH_COUNT_CAP } from '../../contracts/search';
import { recencyFactorSql } from './recency';
import { rankingText, type SearchParts, searchParts } from './search-terms';
import { MATCH_START, MATCH_STOP } from './snippet';
import { pairHashSql, requiredWordPairs } from './word-pairs';

// The statements of one search, as builders: SearchQueries runs them, and the benchmark runs the
// very same SQL directly on a pool for its baseline.

/** ts_rank_cd weights for D, C (body), B (tags), A (title). */
export const TEXT_WEIGHTS = [0.05, 0.2, 0.4, 1.0] as const;
/** Words closer to a search word than this are candidates for its correction (pg_trgm similarity). */
export const CORRECTION_SIMILARITY = 0.4;
const MARKS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}`;
// Fragments keep some words before the first match; a short text is shown whole.
const HEADLINE_OPTIONS = `${MARKS}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;
const WHOLE_TEXT_OPTIONS = `${MARKS}, HighlightAll=true`;
const WHOLE_TEXT_MAX = 240;

export interface CorrectionRow {
  word: string;
  correction: string | null;
}

/**
 * For each of `words` the site does not know in any form (no post holds its lexeme), the likeliest
 * known word: similar enough, and then by a noisy-channel guess where both a closer word and a
 * more common one are likelier meant (0.1 more similarity weighs as much as e times as many
 * posts). Stop words are known: they are never searched. A word is offered only while some post
 * holds its lexeme (a word of a removed post leaves search_words, unless another post has it).
 */
export function correctionsSql(words: readonly string[]): RawBuilder<CorrectionRow> {
  return sql<CorrectionRow>`
    select t.word, (
      select w.word from search_words w
      where w.word % t.word and similarity(w.word, t.word) >= ${sql.lit(CORRECTION_SIMILARITY)}
        and exists (select 1 from search_lexemes k where k.lexeme = any (tsvector_to_array(to_tsvector('english'::regconfig, w.word))))
      order by similarity(w.word, t.word) * 10 + ln(w.documents) desc, w.word
      limit 1
    ) as correction
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as t(word)
    cross join lateral (select tsvector_to_array(to_tsvector('english'::regconfig, t.word)) as lexemes) as s
    where cardinality(s.lexemes) > 0
      and not exists (select 1 from search_lexemes k where k.lexeme = any (s.lexemes))`;
}

export interface TopicRow {
  id: number;
  slug: string;
  name: string;
  keywords: string[];
}

export function topicsSql(): RawBuilder<TopicRow> {
  return sql<TopicRow>`select id, slug, name, keywords from topics`;
}

/**
 * How resultsSql must be planned. Counting the matches of a common word by a sequential scan looks
 * cheap to the planner but unpacks every document; through the GIN index it reads only the
 * matches. Without sequential scans a plan can grow costly enough on paper to be compiled (JIT),
 * which would take longer than the search itself; and parallel workers cost more to start than a
 * search takes (and the cores serve other searches).
 */
export const RESULTS_PLAN_SETTINGS: Readonly<Record<string, string>> = {
  enable_seqscan: 'off',
  jit: 'off',
  max_parallel_workers_per_gather: '0',
};

export interface ResultsRow {
  /** kind → number of matches; null when nothing matched. */
  counts: Record<string, number> | string | null;
  /** The page's hits, best first; null when the page is empty. */
  items: Record<string, unknown>[] | string | null;
}

/**
 * Counts of every kind and one page of `kind`, best first. A text without any word to look for
 * (stop words, punctuation, only "-exclusions") matches nothing: an exclusion alone would list
 * the whole site.
 *
 * Order: posts whose title or tags match (the `head`) come first, as their weights say, ranked by
 * their head's rank × recency; then posts that match in the body, by the whole document's rank ×
 * recency. Head matches are few and small, so a page is cheap to rank even when a common word
 * matches most of the site; body matches are ranked only for pages past the head matches. Ranks
 * leave out excluded words where no match can hold them (`rankingText`): the same ranks, cheaper.
 * A one-word search is counted from search_lexemes; any other reads at most COUNTED_MATCHES
 * matches of each kind (a count beyond SEARCH_COUNT_CAP is shown as "1,000+"). A quoted phrase is
 * checked only on the posts that hold its word pairs (see documentMatches).
 * The byline, reply count and text of the page's rows come from the posts table; headlines are
 * made for those rows only.
 */
export function resultsSql(text: string, kind: PostKind, page: number): RawBuilder<ResultsRow> {
  // Written out wherever it is used (not read from a CTE): the planner then folds it, and what
  // depends on it only, to constants, and plans with the query's real selectivity.
  const query = websearch(text);
  const ranking = rankingText(searchParts(text));
  const rankBy = ranking === null ? query : websearch(ranking);
  // A negation can fail on the body even when the head matches.
  const negated = sql`(position('!' in ${query}::text) > 0)`;
  const lexeme = sql`(case when numnode(${query}) = 1 then (tsvector_to_array(querytree(${query})::tsvector))[1] end)`;
  // A literal (it is one of POST_KINDS), so that the planner picks the kind's head index.
  const kindLiteral = sql.lit(kind);
  const end = page * PAGE_SIZE;
  const bodyNeeded = sql`((select count(*) from head_hits) < ${end})`;
  const matching = (kindOfPost: RawBuilder<unknown>) => sql`s.kind = ${kindOfPost} and ${documentMatches(text, query)}`;
  return sql<ResultsRow>`
    with head_hits as materialized (
      -- Only the page's head hits are needed (and to know whether there are fewer than that):
      -- under a negation, which can fail on the body, each is checked on its document in rank
      -- order until the page is full ("offset 0" keeps the check out of the ranking).
      select id, posted_at, score from (
        select h.id, h.posted_at, ${score(rankBy, sql`h.head`, sql`h.posted_at`)} as score
        from search_heads h
        where ${searchable(query)} and h.kind = ${kindLiteral} and h.head @@ ${query}
        order by score desc, h.posted_at desc, h.id desc
        offset 0
      ) as ranked_heads
      -- A scalar subquery with a limit is run for each row in turn, where "exists" could be
      -- turned into a lookup of every match.
      where not ${negated}
        or (select true from search s where s.id = ranked_heads.id and ${matching(kindLiteral)} limit 1)
      limit ${end}
    ),
    counts as (
      select l.kind, l.documents as n from search_lexemes l where ${searchable(query)} and l.lexeme = ${lexeme}
      union all
      ${sql.join(
        // Each kind by its literal, so that each reads its own kind's index.
        POST_KINDS.map(
          (k) => sql`select ${sql.lit(k)}, (
            select count(*)::int from (select 1 from search s where ${matching(sql.lit(k))} limit ${sql.lit(COUNTED_MATCHES)}) as counted
          )
          where ${searchable(query)} and ${lexeme} is null`,
        ),
        sql`\n      union all\n      `,
      )}
    ),
    body_hits as (
      select s.id, s.posted_at, ${score(rankBy, sql`s.document`, sql`s.posted_at`)} as score
      from search s
      where ${searchable(query)} and ${bodyNeeded} and ${matching(kindLiteral)} and s.id not in (select id from head_hits)
    ),
    ranked as (
      select id, tier, score, posted_at from (
        (select id, 1 as tier, score, posted_at from head_hits)
        union all
        (select id, 2 as tier, score, posted_at from body_hits order by score desc, posted_at desc, id desc limit ${end})
      ) as both_tiers
      order by tier, score desc, posted_at desc, id desc
      limit ${sql.lit(PAGE_SIZE)} offset ${end - PAGE_SIZE}
    ),
    ${pageOfHits(query, kindLiteral, sql`r.id, r.tier, r.score`, sql`h.tier, h.score desc, h.posted_at desc, h.id desc`)}`;
}

/** Counting stops here: one more than the cap tells "1,000" from "1,000+". */
export const COUNTED_MATCHES = SEARCH_COUNT_CAP + 1;

/**
 * Whether a search row (`s`) matches `query`, the search of `text`. A search with quoted phrases
 * finds its posts through the indexes of documents (the phrases' words, no positions: the index
 * answers alone) and of word pairs (hashed, see word-pairs.ts), and reads back only their
 * documents to check the phrases (ts_match_vq: a function call, never an index condition). Immutable functions
 * of parameters only: the planner folds away the branch that does not apply.
 */
function documentMatches(text: string, query: RawBuilder<unknown>): RawBuilder<boolean> {
  const pairs = requiredWordPairs(text);
  if (pairs.length === 0) return sql<boolean>`s.document @@ ${query}`;
  const words = sql`plainto_tsquery('english'::regconfig, ${[...new Set(pairs.flat())].join(' ')})`;
  const lexemesOf = (word: string) => sql`tsvector_to_array(to_tsvector('english'::regconfig, ${word}))`;
  // As the projection: a word read as other than one lexeme makes no pair.
  const lexemeOf = (word: string) =>
    sql`(case when cardinality(${lexemesOf(word)}) = 1 then (${lexemesOf(word)})[1] end)`;
  const wanted = sql`array_remove(array[${sql.join(pairs.map(([a, b]) => pairHashSql(lexemeOf(a), lexemeOf(b))))}]::integer[], null)`;
  return sql<boolean>`((numnode(${words}) = 0 and s.document @@ ${query})
    or (numnode(${words}) > 0 and s.document @@ ${words} and (cardinality(${wanted}) = 0 or s.pairs @> ${wanted})
      and ts_match_vq(s.document, ${query})))`;
}

/**
 * As resultsSql, for a search no post matches in full: the posts that hold any of its words and
 * phrases and none of its exclusions, those holding more of them first, then in resultsSql's
 * order. Each part (and the exclusions) is looked up in the document index on its own, so that
 * how many parts a post holds is known without reading its document; only the posts that can
 * reach the page are ranked: those holding at least as many parts as the page's last post
 * (`threshold`), the body matches at that level only when the head matches do not fill the page.
 */
export function someWordsResultsSql(
  { included, excluded }: SearchParts,
  kind: PostKind,
  page: number,
): RawBuilder<ResultsRow> {
  const anyPart = websearch(included.join(' or '));
  const query =
    excluded.length === 0 ? anyPart : sql`(${anyPart} && ${websearch(excluded.map((part) => `-${part}`).join(' '))})`;
  const lookups = [
    ...included.map((part) => sql`(${websearch(part)}, true)`),
    ...(excluded.length > 0 ? [sql`(${websearch(excluded.join(' or '))}, false)`] : []),
  ];
  const kindLiteral = sql.lit(kind);
  const end = page * PAGE_SIZE;
  const threshold = sql`(select level from threshold)`;
  const bodyNeeded = sql`((select count(*) from candidates where kind = ${kindLiteral} and matched > ${threshold}) + (select count(*) from head_hits where matched = ${threshold}) < ${end})`;
  return sql<ResultsRow>`
    with part_hits as materialized (
      select s.kind, s.id, s.posted_at, l.included
      from (values ${sql.join(lookups)}) as l(part, included)
      -- "offset 0" keeps the lookup to the document index alone; each kind by its literal, so
      -- that each reads its own kind's index.
      cross join lateral (${sql.join(
        POST_KINDS.map(
          (k) =>
            sql`(select s.kind, s.id, s.posted_at from search s where s.kind = ${sql.lit(k)} and s.document @@ l.part offset 0)`,
        ),
        sql` union all `,
      )}) as s
      where numnode(l.part) > 0
    ),
    candidates as materialized (
      select kind, id, posted_at, count(*)::int as matched from part_hits
      group by kind, id, posted_at
      having bool_and(included)
    ),
    counts as (
      select kind, count(*)::int as n from candidates group by kind
    ),
    threshold as (
      select coalesce(min(matched), 0) as level
      from (select matched from candidates where kind = ${kindLiteral} order by matched desc limit ${end}) as reaching
    ),
    head_hits as materialized (
      select c.id, c.posted_at, c.matched, ${score(query, sql`h.head`, sql`c.posted_at`)} as score
      from candidates c join search_heads h on h.kind = c.kind and h.id = c.id
      where c.kind = ${kindLiteral} and c.matched >= ${threshold} and h.head @@ ${anyPart}
    ),
    body_hits as (
      select c.id, c.posted_at, c.matched, ${score(query, sql`s.document`, sql`c.posted_at`)} as score
      from candidates c join search s on s.kind = c.kind and s.id = c.id
      where c.kind = ${kindLiteral} and c.id not in (select id from head_hits)
        and (c.matched > ${threshold} or (c.matched = ${threshold} and ${bodyNeeded}))
    ),
    ranked as (
      select id, tier, matched, score, posted_at from (
        select id, 1 as tier, matched, score, posted_at from head_hits
        union all
        select id, 2 as tier, matched, score, posted_at from body_hits
      ) as both_tiers
      order by matched desc, tier, score desc, posted_at desc, id desc
      limit ${sql.lit(PAGE_SIZE)} offset ${end - PAGE_SIZE}
    ),
    ${pageOfHits(query, kindLiteral, sql`r.id, r.tier, r.matched, r.score`, sql`h.matched desc, h.tier, h.score desc, h.posted_at desc, h.id desc`)}`;
}

/** The text as a tsquery, as people write searches ("phrases", -exclusions, or). */
const websearch = (text: string) => sql`websearch_to_tsquery('english'::regconfig, ${text})`;

const searchable = (query: RawBuilder<unknown>) => sql`(numnode(${query}) > 0 and querytree(${query}) <> 'T')`;

const WEIGHTS = sql`${sql.lit(`{${TEXT_WEIGHTS.join(',')}}`)}::float4[]`;
const score = (query: RawBuilder<unknown>, vector: RawBuilder<unknown>, postedAt: RawBuilder<unknown>) =>
  sql`ts_rank_cd(${WEIGHTS}, ${vector}, ${query}, 1) * ${recencyFactorSql(postedAt)}`;

/**
 * The end of a search: the `ranked` page's rows with their bylines and headlines from the posts
 * table, and the `counts`, as the one row of ResultsRow.
 */
function pageOfHits(
  query: RawBuilder<unknown>,
  kindLiteral: RawBuilder<unknown>,
  rankedColumns: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
) {
  return sql`hits as (
      select ${rankedColumns}, p.kind, p.title, p.author_id, p.author_name, p.author_role, p.posted_at, p.reply_count,
        ts_headline('english'::regconfig, translate(p.body, ${MATCH_START + MATCH_STOP}, ''), ${query},
          case when length(p.body) <= ${sql.lit(WHOLE_TEXT_MAX)} then ${WHOLE_TEXT_OPTIONS} else ${HEADLINE_OPTIONS} end) as headline
      from ranked r
      join posts p on p.kind = ${kindLiteral} and p.id = r.id
    )
    select
      (select jsonb_object_agg(kind, n) from counts) as counts,
      (select jsonb_agg(to_jsonb(h) order by ${order}) from hits h) as items`;
}
