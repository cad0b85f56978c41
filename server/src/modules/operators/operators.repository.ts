import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Operators with how many users belong to each, by name; one operator when `id` is given. */
export async function listOperatorRows(db: Executor, id?: number) {
  const counts = db
    .selectFrom('users')
    .select((eb) => ['users.operator_id', eb.fn.countAll<number>().as('user_count')])
    .where('users.operator_id', 'is not', null)
    .groupBy('users.operator_id')
    .as('counts');
  let query = db
    .selectFrom('operators')
    .leftJoin(counts, 'counts.operator_id', 'operators.id')
    .select([
      'operators.id',
      'operators.name',
      'operators.logo_asset_id',
      'operators.created_at',
      'counts.user_count',
    ]);
  if (id !== undefined) query = query.where('operators.id', '=', id);
  return query.orderBy('operators.name').orderBy('operators.id').execute();
}
export type OperatorRow = Awaited<ReturnType<typeof listOperatorRows>>[number];

/** The regions of every operator (or of one), by operator id. */
export async function regionsOfOperators(db: Executor, id?: number): Promise<Map<number, string[]>> {
  let query = db.selectFrom('operator_regions').select(['operator_id', 'region']);
  if (id !== undefined) query = query.where('operator_id', '=', id);
  const rows = await query.orderBy('operator_id').orderBy('region').execute();
  const byOperator = new Map<number, string[]>();
  for (const row of rows)
    byOperator.set(row.operator_id, [...(byOperator.get(row.operator_id) ?? []), row.region]);
  return byOperator;
}

export async function findOperatorIdByNameKey(db: Executor, nameKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('operators')
    .select('id')
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
  return row?.id;
}

export async function insertOperator(db: Executor, name: string, now: string): Promise<number> {
  const { id } = await db
    .insertInto('operators')
    .values({ name, name_key: operatorNameKey(name), logo_asset_id: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateOperatorRow(
  db: Executor,
  id: number,
  changes: { name?: string; logoAssetId?: number | null },
): Promise<void> {
  await db
    .updateTable('operators')
    .set({
      ...(changes.name !== undefined ? { name: changes.name, name_key: operatorNameKey(changes.name) } : {}),
      ...(changes.logoAssetId !== undefined ? { logo_asset_id: changes.logoAssetId } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function replaceOperatorRegions(db: Executor, id: number, regions: readonly string[]) {
  await db.deleteFrom('operator_regions').where('operator_id', '=', id).execute();
  if (regions.length > 0)
    await db
      .insertInto('operator_regions')
      .values(regions.map((region) => ({ operator_id: id, region })))
      .execute();
}

export async function countOperatorUsers(db: Executor, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('operator_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function deleteOperatorRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('operators').where('id', '=', id).execute();
}

/** Names that differ only in case are the same operator. */
export function operatorNameKey(name: string): string {
  return name.trim().toLowerCase();
}
