import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { clearedWith, createIndex, deletedWith, idColumn } from './columns.ts';

/*
 * The trash of the asset trees (issue 31 item 1, decision 140). A deleted item stays in `assets`,
 * taken out of its tree: it becomes the top of a tree of its own, root key 'trash:{entry id}', so no
 * listing, download, zip or lookup by tree finds it and the blobs it points at stay referenced. Its
 * entry here says where it was (the tree's root key, the folder, the path as the SA saw it), who
 * deleted it and when. `purge_claimed_at` is the claim of the instance purging it after TRASH_DAYS.
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('asset_trash'), dialect)
        .addColumn('asset_id', 'integer', (c) => deletedWith('assets')(c).unique())
        .addColumn('root_key', 'text', (c) => c.notNull())
        // Emptied when the folder itself is purged: the place is gone, restore asks for another.
        .addColumn('parent_id', 'integer', clearedWith('assets'))
        .addColumn('original_path', 'text', (c) => c.notNull())
        .addColumn('deleted_by', 'integer', clearedWith('users'))
        .addColumn('deleted_by_name', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addColumn('purge_claimed_at', 'text')
        .execute();
      await createIndex(db, 'asset_trash_deleted_at_idx', 'asset_trash', ['deleted_at']);
      await createIndex(db, 'asset_trash_parent_idx', 'asset_trash', ['parent_id']);
    },
  };
}
