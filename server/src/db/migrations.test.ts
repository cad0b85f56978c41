import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/test-app.ts';
import type { Db } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * The schema the migrations build, as the database describes it, against the copy recorded beside
 * this test. Applied migrations must never change what they build (decision 040): a migration, or a
 * helper of migrations/columns.ts, rewritten in a way that changes the schema fails here; a new
 * migration changes the recorded copy on purpose (`vitest -u`), and the diff shows the change.
 */
describe('the migrations', () => {
  let opened: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    opened = await emptyDatabase();
    await migrateToLatest(opened.database);
  });
  afterAll(() => opened.close());

  it('build the recorded schema', async () => {
    const { database } = opened;
    const described =
      database.dialect === 'postgres' ? await describePostgres(database) : await describeSqlite(database);
    await expect(described).toMatchFileSnapshot(`./schema.${database.dialect}.txt`);
  });
});

async function describeSqlite({ db }: Db): Promise<string> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where name not like 'sqlite_%' order by name`.execute(db);
  return rows.map((row) => `${row.type} ${row.name}\n  ${row.sql ?? '(implicit)'}`).join('\n');
}

async function describePostgres({ db }: Db): Promise<string> {
  const columns = await sql<Record<string, string | null>>`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const constraints = await sql<Record<string, string>>`
    select cl.relname as table_name, co.conname as name, pg_get_constraintdef(co.oid) as definition
    from pg_constraint co join pg_class cl on cl.oid = co.conrelid
    where cl.relnamespace = current_schema()::regnamespace
    order by cl.relname, co.conname`.execute(db);
  const indexes = await sql<Record<string, string>>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()
    order by tablename, indexname`.execute(db);
  const schema = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  const lines = [
    ...columns.rows.map((row) => `column ${Object.values(row).join(' | ')}`),
    ...constraints.rows.map((row) => `constraint ${Object.values(row).join(' | ')}`),
    ...indexes.rows.map((row) => `index ${Object.values(row).join(' | ')}`),
  ];
  return lines.join('\n').replaceAll(`${schema.rows[0]!.name}.`, '');
}
