/**
 * The search benchmark's baseline: the statements SearchQueries runs for one search (corrections
 * and topics together, then the results on connections opened with the plan settings, as the
 * app's search pool), compiled by the same builders and sent straight to node-postgres pools: no
 * HTTP, no Nest, no Kysely.
 */
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { PostKind } from '../../src/contracts/content';
import type { ReadModel } from '../../src/projections/read-model';
import { applyCorrections, correctableWords } from '../../src/projections/search/search-terms';
import { settingsSql } from '../../src/infra/sql/database';
import { correctionsSql, RESULTS_PLAN_SETTINGS, resultsSql, topicsSql } from '../../src/projections/search/search.sql';

export interface Search {
  terms: string;
  kind: PostKind;
  page: number;
}

export interface DirectAnswer {
  counts: Record<string, number>;
  ids: number[];
}

export class DirectSearch {
  readonly pool: pg.Pool;

  /** `compiler` only compiles (it is never executed on). */
  constructor(
    url: string,
    size: number,
    private readonly compiler: Kysely<ReadModel>,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: size });
    this.pool.on('error', () => {});
    this.pool.on(
      'connect',
      (client) => void client.query(settingsSql(RESULTS_PLAN_SETTINGS, 'session')).catch(() => {}),
    );
  }

  private query<R extends pg.QueryResultRow>(built: {
    compile(db: Kysely<ReadModel>): { sql: string; parameters: readonly unknown[] };
  }) {
    const compiled = built.compile(this.compiler);
    return this.pool.query<R>(compiled.sql, compiled.parameters as unknown[]);
  }

  async search({ terms, kind, page }: Search): Promise<DirectAnswer> {
    const clean = terms.replace(/\p{Cc}/gu, ' ');
    const words = correctableWords(clean);
    const [corrections] = await Promise.all([
      words.length > 0 ? this.query<{ word: string; correction: string | null }>(correctionsSql(words)) : { rows: [] },
      this.query(topicsSql()),
    ]);
    const text = applyCorrections(
      clean,
      new Map(corrections.rows.filter((r) => r.correction !== null).map((r) => [r.word, r.correction!])),
    );
    const { rows } = await this.query<{ counts: Record<string, number> | null; items: { id: number }[] | null }>(
      resultsSql(text, kind, page),
    );
    return { counts: rows[0]?.counts ?? {}, ids: (rows[0]?.items ?? []).map((item) => item.id) };
  }

  /**
   * `connections` loops, each cycling through `searches` (from its own starting point) for
   * `seconds`; the latency of every search completed in that time, and of each search by terms.
   */
  async measure(
    searches: Search[],
    connections: number,
    seconds: number,
  ): Promise<{ all: number[]; byTerms: Map<string, number[]> }> {
    const all: number[] = [];
    const byTerms = new Map<string, number[]>();
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        for (let n = c; performance.now() < deadline; n++) {
          const search = searches[n % searches.length]!;
          const t0 = performance.now();
          await this.search(search);
          const elapsed = performance.now() - t0;
          all.push(elapsed);
          const key = `${search.terms} (${search.kind}, page ${search.page})`;
          byTerms.set(key, [...(byTerms.get(key) ?? []), elapsed]);
        }
      }),
    );
    return { all, byTerms };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
