import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../kysely.ts';

/** An auto-numbered integer primary key in the spelling each database wants. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
