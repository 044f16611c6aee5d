import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { RawBuilder } from 'kysely';
import { PAGE_SIZE, POST_KINDS, type PostKind } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import { SEARCH_COUNT_CAP, type SearchHit, type SearchResults } from '../../contracts/search';
import { pseudonymousWhenAnonymous } from '../pseudonyms/public-byline';
import { applyCorrections, correctableWords, searchParts } from './search-terms';
import { correctionsSql, type ResultsRow, resultsSql, someWordsResultsSql, topicsSql } from './search.sql';
import { SEARCH_DATABASE, type SearchDatabase } from './search-database';
import { plainSnippet } from './snippet';
import { topicsHitBy } from './topic-hits';

// jsonb arrives parsed from both drivers; a string means a driver that left it as text.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A hit as the results statement's jsonb aggregate spells it. */
interface HitRow {
  kind: string;
  id: number;
  title: string;
  author_id: number | null;
  author_name: string;
  author_role: string;
  posted_at: string;
  reply_count: number;
  headline: string | null;
}

function toHit(row: HitRow): SearchHit {
  return {
    kind: row.kind as PostKind,
    id: Number(row.id),
    title: row.title,
    authorId: row.author_id === null ? null : Number(row.author_id),
    authorName: row.author_name,
    authorRole: row.author_role as Role,
    date: new Date(row.posted_at).toISOString(),
    replyCount: Number(row.reply_count),
    ...pseudonymousWhenAnonymous(row.author_id),
    snippet: plainSnippet(row.headline ?? ''),
  };
}

@Injectable()
export class SearchQueries implements OnApplicationShutdown {
  constructor(@Inject(SEARCH_DATABASE) private readonly database: SearchDatabase) {}

  onApplicationShutdown(): Promise<void> {
    return this.database.close();
  }

  /**
   * `terms` (trimmed, non-empty) as typed: misspelt words are first replaced by the nearest words
   * the site knows, then searched (`websearch_to_tsquery`: "phrases", -exclusions, or). When no
   * post holds every word, the posts that hold some of them are shown, the most first: a second
   * query, run only when the first found nothing.
   */
  async search(terms: string, kind: PostKind, page: number): Promise<SearchResults> {
    const db = this.database.db;
    // Control characters mean nothing to a search, and PostgreSQL text cannot hold a NUL.
    const clean = terms.replace(/\p{Cc}/gu, ' ');
    const words = correctableWords(clean);
    const [corrections, topics] = await Promise.all([
      words.length > 0 ? correctionsSql(words).execute(db) : { rows: [] },
      topicsSql().execute(db),
    ]);
    const replacements = new Map(
      corrections.rows.filter((row) => row.correction !== null).map((row) => [row.word, row.correction!]),
    );
    const text = applyCorrections(clean, replacements);
    let found = await this.results(resultsSql(text, kind, page));
    let match: SearchResults['match'] = 'all';
    const parts = searchParts(text);
    if (nothingIn(found.counts) && parts.included.length > 1) {
      const some = await this.results(someWordsResultsSql(parts, kind, page));
      if (!nothingIn(some.counts)) [found, match] = [some, 'some'];
    }
    const counts = capped(found.counts);
    const countsAreLowerBounds = moreThanCapped(found.counts);
    return {
      terms,
      match,
      counts,
      countsAreLowerBounds,
      // Topics go with results: above "0 results" they would read as what was found.
      topics: nothingIn(found.counts)
        ? []
        : topicsHitBy(
            text,
            topics.rows.map((row) => ({ ...row, id: Number(row.id) })),
          ),
      results: {
        items: found.items,
        total: counts[kind],
        totalIsLowerBound: countsAreLowerBounds[kind],
        page,
        pageSize: PAGE_SIZE,
      },
    };
  }

  private async results(
    statement: RawBuilder<ResultsRow>,
  ): Promise<{ counts: Record<PostKind, number>; items: SearchHit[] }> {
    const rows = await this.database.results(statement);
    const counts = json<Record<string, number> | null>(rows[0]?.counts) ?? {};
    const items = json<HitRow[] | null>(rows[0]?.items) ?? [];
    return {
      counts: Object.fromEntries(POST_KINDS.map((k) => [k, Number(counts[k] ?? 0)])) as Record<PostKind, number>,
      items: items.map(toHit),
    };
  }
}

/** The counts as shown: exact up to SEARCH_COUNT_CAP. */
const capped = (counts: Record<PostKind, number>) =>
  Object.fromEntries(POST_KINDS.map((k) => [k, Math.min(counts[k], SEARCH_COUNT_CAP)])) as Record<PostKind, number>;
const moreThanCapped = (counts: Record<PostKind, number>) =>
  Object.fromEntries(POST_KINDS.map((k) => [k, counts[k] > SEARCH_COUNT_CAP])) as Record<PostKind, boolean>;

const nothingIn = (counts: Record<PostKind, number>) => POST_KINDS.every((kind) => counts[kind] === 0);
