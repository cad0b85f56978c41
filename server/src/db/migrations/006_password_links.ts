import type { Kysely, Migration } from 'kysely';

/**
 * Set and reset links (DESIGN 'Mail'): only the SHA-256 of each link's secret is kept, so a copy of
 * the database cannot be used to take over an account.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('password_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_links_user_idx')
        .on('password_links')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
