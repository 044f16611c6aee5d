/**
 * The expert-search benchmark's baseline: the statements ExpertSearchQueries runs for one search
 * (the zip's experts and a page of the state's others, at once), compiled by the same builders and
 * sent straight to a node-postgres pool: no HTTP, no Nest, no Kysely, no zip lookup.
 */
import { performance } from 'node:perf_hooks';
import type { Kysely, RawBuilder } from 'kysely';
import pg from 'pg';
import { inStateSql, inZipSql } from '../../src/projections/experts/expert-listings.sql';
import type { ReadModel } from '../../src/projections/read-model';

/** A search as the baseline runs it: the zip already resolved to its state. */
export interface DirectExpertSearch {
  label: string;
  zip: string | null;
  state: string;
  page: number;
}

export interface DirectExpertAnswer {
  inZip: number[];
  elsewhere: number[];
  total: number;
}

export class DirectExpertSearches {
  private readonly pool: pg.Pool;

  /** `compiler` only compiles (it is never executed on). */
  constructor(
    url: string,
    size: number,
    private readonly compiler: Kysely<ReadModel>,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: size });
    this.pool.on('error', () => {});
  }

  private async ids(built: RawBuilder<{ uid: number; total?: number | string }>) {
    const compiled = built.compile(this.compiler);
    const { rows } = await this.pool.query<{ uid: number; total?: number | string }>(
      compiled.sql,
      compiled.parameters as unknown[],
    );
    return { ids: rows.map((row) => Number(row.uid)), total: Number(rows[0]?.total ?? 0) };
  }

  async search({ zip, state, page }: DirectExpertSearch): Promise<DirectExpertAnswer> {
    const now = new Date();
    const [inZip, elsewhere] = await Promise.all([
      zip ? this.ids(inZipSql(zip, now)) : { ids: [] },
      this.ids(inStateSql(state, zip, page, now)),
    ]);
    return { inZip: inZip.ids, elsewhere: elsewhere.ids, total: elsewhere.total };
  }

  /** `connections` loops, each cycling through `searches` for `seconds`; every latency in milliseconds. */
  async measure(searches: DirectExpertSearch[], connections: number, seconds: number): Promise<number[]> {
    const all: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, c) => {
        for (let n = c; performance.now() < deadline; n++) {
          const t0 = performance.now();
          await this.search(searches[n % searches.length]!);
          all.push(performance.now() - t0);
        }
      }),
    );
    return all;
  }

  /** The plan PostgreSQL chooses for a statement, one line per node. */
  async explain(built: RawBuilder<unknown>): Promise<string[]> {
    const compiled = built.compile(this.compiler);
    const { rows } = await this.pool.query<{ 'QUERY PLAN': string }>(
      `explain ${compiled.sql}`,
      compiled.parameters as unknown[],
    );
    return rows.map((row) => row['QUERY PLAN']);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
