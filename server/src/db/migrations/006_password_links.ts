import type { Kysely, Migration } from 'kysely';
import { createIndex, deletedWith, keyedTable } from './columns.ts';

/**
 * Set and reset links (DESIGN 'Mail'): only the SHA-256 of each link's secret is kept, so a copy of
 * the database cannot be used to take over an account.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await keyedTable(db, 'password_links', 'token_hash')
        .addColumn('user_id', 'integer', deletedWith('users'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await createIndex(db, 'password_links_user_idx', 'password_links', ['user_id', 'created_at']);
    },
  };
}
