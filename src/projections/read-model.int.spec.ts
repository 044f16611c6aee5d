import * as path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { openPGlite, type SqlDatabase } from '../infra/sql/database';
import { migrateToLatest } from '../infra/sql/migrate';
import { ALL_MIGRATIONS } from './all-migrations';

/** `table.column` → nullable, for every column of a table. */
type Columns = Map<string, boolean>;

/** The columns the `ReadModel` interface declares, read by the compiler from its source. */
function declaredColumns(): Columns {
  const file = path.join(__dirname, 'read-model.ts');
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const readModel = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'ReadModel',
  )!;
  const columns: Columns = new Map();
  for (const table of checker.getTypeAtLocation(readModel).getProperties()) {
    for (const column of checker.getTypeOfSymbolAtLocation(table, readModel).getProperties()) {
      let type = checker.getTypeOfSymbolAtLocation(column, readModel);
      // A ColumnType (Generated, Timestamp, …) is read as its select type.
      const selected = type.getProperty('__select__');
      if (selected) type = checker.getTypeOfSymbolAtLocation(selected, readModel);
      const nullable = type.isUnion() && type.types.some((t) => (t.flags & ts.TypeFlags.Null) !== 0);
      columns.set(`${table.name}.${column.name}`, nullable);
    }
  }
  return columns;
}

async function migratedColumns(database: SqlDatabase): Promise<Columns> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select c.table_name, c.column_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_migration%'`.execute(
    database.db,
  );
  return new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.is_nullable === 'YES']));
}

const sorted = (columns: Columns) => [...columns].sort(([a], [b]) => a.localeCompare(b));

// The types are written by hand beside each projection: this keeps them from drifting from the migrations.
describe('ReadModel', () => {
  let database: SqlDatabase;

  beforeAll(async () => {
    database = await openPGlite();
    await migrateToLatest(database.db, ALL_MIGRATIONS);
  });
  afterAll(() => database.close());

  it('declares every table and column the migrations leave, nullable exactly where the schema is', async () => {
    expect(sorted(declaredColumns())).toEqual(sorted(await migratedColumns(database)));
  });
});
