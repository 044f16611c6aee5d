import { Inject, Injectable } from '@nestjs/common';
import { PAGE_SIZE, POST_KINDS, type PostKind } from '../../contracts/content';
import type { Role } from '../../contracts/members';
import type { SearchHit, SearchResults } from '../../contracts/search';
import type { SqlDatabase } from '../../infra/sql/database';
import { SQL_DATABASE } from '../../infra/tokens';
import { pseudonymousWhenAnonymous } from '../pseudonyms/public-byline';
import { applyCorrections, correctableWords } from './search-terms';
import { correctionsSql, resultsPlanSettingsSql, resultsSql, topicsSql } from './search.sql';
import { parseSnippet } from './snippet';
import { topicsHitBy } from './topic-hits';

// jsonb arrives parsed from both drivers; a string means a driver that left it as text.
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toHit(row: Record<string, any>): SearchHit {
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
    snippet: parseSnippet(row.headline ?? ''),
  };
}

@Injectable()
export class SearchQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase) {}

  /**
   * `terms` (trimmed, non-empty) as typed: misspelt words are first replaced by the nearest words
   * the site knows, then searched (`websearch_to_tsquery`: "phrases", -exclusions, or).
   */
  async search(terms: string, kind: PostKind, page: number): Promise<SearchResults> {
    const db = this.database.db;
    // Control characters mean nothing to a search, and PostgreSQL text cannot hold a NUL.
    const clean = terms.replace(/\p{Cc}/gu, ' ');
    const words = correctableWords(clean);
    const [corrections, topics] = await Promise.all([words.length > 0 ? correctionsSql(words).execute(db) : { rows: [] }, topicsSql().execute(db)]);
    const replacements = new Map(corrections.rows.filter((row) => row.correction !== null).map((row) => [row.word, row.correction!]));
    const text = applyCorrections(clean, replacements);
    const { rows } = await db.transaction().execute(async (trx) => {
      await resultsPlanSettingsSql().execute(trx);
      return resultsSql(text, kind, page).execute(trx);
    });
    const counts = json<Record<string, number> | null>(rows[0]?.counts) ?? {};
    const items = json<Record<string, unknown>[] | null>(rows[0]?.items) ?? [];
    return {
      terms,
      counts: Object.fromEntries(POST_KINDS.map((k) => [k, Number(counts[k] ?? 0)])) as Record<PostKind, number>,
      topics: topicsHitBy(
        text,
        topics.rows.map((row) => ({ ...row, id: Number(row.id) })),
      ),
      results: { items: items.map(toHit), total: Number(counts[kind] ?? 0), page, pageSize: PAGE_SIZE },
    };
  }
}
