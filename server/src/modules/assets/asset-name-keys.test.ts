import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { emptyDatabase } from '../../test/test-app.ts';
import { insertAsset } from './assets.repository.ts';

/**
 * Migration 013: names in a folder become unique whatever their case. Names that already differ by
 * case alone are numbered, the oldest keeping its name, and the database refuses new clashes.
 */
describe('asset name keys', () => {
  let database: Db;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ database, close } = await emptyDatabase());
  });
  afterEach(() => close());

  const now = new Date().toISOString();
  const row = (parentId: number | null, name: string, type: 'folder' | 'file' = 'file') => ({
    parent_id: parentId,
    root_key: 'library',
    name,
    type,
    is_hero: 0,
    created_at: now,
    updated_at: now,
  });

  it('numbers names that clash by case before the migration, and refuses new clashes after it', async () => {
    await migrateTo(database, '012_server_secrets');
    const before = database.db as unknown as Db['db'];
    const insert = async (parentId: number | null, name: string, type?: 'folder' | 'file') => {
      const { id } = await before
        .insertInto('assets')
        .values(row(parentId, name, type) as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const root = await insert(null, 'Library', 'folder');
    const other = await insert(root, 'Other', 'folder');
    const ids = [
      await insert(root, 'Poster.png'),
      await insert(root, 'poster.PNG'),
      await insert(root, 'POSTER.png'),
      await insert(root, 'Kit', 'folder'),
      await insert(root, 'KIT', 'folder'),
      await insert(other, 'poster.png'),
    ];

    await migrateToLatest(database);
    const names = await database.db
      .selectFrom('assets')
      .select(['id', 'name', 'name_key'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(names.map((named) => named.name)).toEqual([
      'Poster.png',
      'poster (1).PNG',
      'POSTER (2).png',
      'Kit',
      'KIT (1)',
      'poster.png',
    ]);
    expect(names.every((named) => named.name_key === named.name.toLowerCase())).toBe(true);

    await expect(insertAsset(database.db, row(root, 'kit (1)', 'folder'))).rejects.toThrow();
    await expect(insertAsset(database.db, row(root, 'Kit (2)', 'folder'))).resolves.toBeGreaterThan(0);
  });
});
