import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { CELL_TEXT_MAX, type ReadTableList, type ReadTablePage, TABLE_PAGE_SIZE } from '../../contracts/admin-data';
import { PSEUDONYMOUS_ACTOR } from '../../contracts/pseudonyms';
import type { SqlDatabase } from '../../infra/sql/database';
import type { ReadModel } from '../read-model';
import { SQL_DATABASE } from '../../infra/tokens';
import { PROJECTIONS } from '../all-projections';
import { CONCEALED_CELLS, SEALED_TABLES } from './pseudonym-concealment';

/**
 * The tables administrators may browse: the read models' own, and their checkpoints. Never the
 * event table, the sessions, credentials or reset codes, which are not read tables, nor the sealed
 * ones (who posted under a pseudonym: seen only by unmasking, which records why).
 */
export const READ_TABLES: readonly string[] = [
  ...new Set([...PROJECTIONS.flatMap((p) => p.tables), 'projection_checkpoints']),
]
  .filter((table) => !SEALED_TABLES.has(table))
  .sort();

const cell = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > CELL_TEXT_MAX ? `${text.slice(0, CELL_TEXT_MAX)}…` : text;
};

const concealedFlag = (column: string) => `${column}:concealed`;

@Injectable()
export class ReadTablesQueries {
  constructor(@Inject(SQL_DATABASE) private readonly database: SqlDatabase<ReadModel>) {}

  /**
   * Every table with its row count, in one statement: one connection, however many tables (counted side by side,
   * they took most of the pool for a moment, and a busy site's writes waited).
   */
  async list(): Promise<ReadTableList> {
    const counts = READ_TABLES.map(
      (name) => sql`select ${name}::text as name, count(*)::bigint as n from ${sql.table(name)}`,
    );
    const { rows } = await sql<{ name: string; n: string }>`${sql.join(counts, sql` union all `)}`.execute(
      this.database.db,
    );
    const byName = new Map(rows.map((row) => [row.name, Number(row.n)]));
    return { tables: READ_TABLES.map((name) => ({ name, rows: byName.get(name) ?? 0 })) };
  }

  /**
   * One page of `table` (one of READ_TABLES), in its primary key's order, with the cells that would
   * name a pseudonymous author concealed: ordered as shown, so that where a row sits tells nothing either.
   */
  async page(table: string, page: number): Promise<ReadTablePage> {
    const db = this.database.db;
    const [columns, key, total] = await Promise.all([this.columns(table), this.primaryKey(table), this.count(table)]);
    const order = key.length > 0 ? key : columns.slice(0, 1);
    const concealed = CONCEALED_CELLS[table] ?? {};
    const shown = columns.map((column) => {
      const when = concealed[column];
      const value = sql.ref(`r.${column}`);
      return when
        ? sql`case when ${when} then null else ${value} end as ${sql.id(column)}, ${when} as ${sql.id(concealedFlag(column))}`
        : value;
    });
    const { rows } = await sql<Record<string, unknown>>`
      select * from (select ${sql.join(shown)} from ${sql.table(table)} as r) as shown
      order by ${sql.join(order.map((column) => sql.ref(column)))}
      limit ${TABLE_PAGE_SIZE} offset ${(page - 1) * TABLE_PAGE_SIZE}`.execute(db);
    const shownCell = (row: Record<string, unknown>, column: string) =>
      row[concealedFlag(column)] === true ? PSEUDONYMOUS_ACTOR : cell(row[column]);
    return { table, columns, rows: rows.map((row) => columns.map((column) => shownCell(row, column))), page, total };
  }

  private async count(table: string): Promise<number> {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(this.database.db);
    return Number(rows[0]!.n);
  }

  private async columns(table: string): Promise<string[]> {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}
      order by ordinal_position`.execute(this.database.db);
    return rows.map((row) => row.column_name);
  }

  private async primaryKey(table: string): Promise<string[]> {
    const { rows } = await sql<{ attname: string }>`
      select a.attname from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${table}::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`.execute(this.database.db);
    return rows.map((row) => row.attname);
  }
}
