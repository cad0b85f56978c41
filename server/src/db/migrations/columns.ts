import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';

/** An auto-numbered integer primary key in the spelling each database wants. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** When a row was made and last changed, as ISO 8601 UTC text. */
export function timestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

/** A column pointing at a row of `table` that takes this row with it when deleted. */
export const deletedWith = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().references(`${table}.id`).onDelete('cascade');

/** A column pointing at a row of `table` that is emptied, not deleted, when that row goes. */
export const clearedWith = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.references(`${table}.id`).onDelete('set null');

/** A table of rows that belong to a row of `parent`: its first column points at that row, and they go with it. */
export function childTable(db: Kysely<unknown>, table: string, parentColumn: string, parent: string) {
  return db.schema.createTable(table).addColumn(parentColumn, 'integer', deletedWith(parent));
}

/** A table keyed by a text column (a name, a page, a token). */
export function keyedTable(db: Kysely<unknown>, table: string, keyColumn: string) {
  return db.schema.createTable(table).addColumn(keyColumn, 'text', (c) => c.primaryKey());
}

/**
 * The slot columns of a showcase item's files (a game's, a draw game's): which slot, the place in it,
 * and the library asset, which takes the entry with it when deleted.
 */
export function assetSlotColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'integer', deletedWith('assets'));
}

export function createIndex(db: Kysely<unknown>, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns).execute();
}
