import { type Kysely, type Migration, sql } from 'kysely';
import { clearedWith, createIndex } from './columns.ts';

/**
 * People admin (issue 10): a guest's sponsor (the admin who created it) and when the sponsor was
 * reminded of its expiry (a row the reminder job claims, so several instances never send it
 * twice); operator logos as assets of the operator's tree instead of stored links; operator names
 * unique in any case; the user an audit entry is about; and indexes for the users list.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('guest_sponsor_id', 'integer', clearedWith('users'))
        .execute();
      await db.schema.alterTable('users').addColumn('guest_reminder_sent_at', 'text').execute();
      await createIndex(db, 'users_operator_idx', 'users', ['operator_id']);

      await db.schema
        .alterTable('operators')
        .addColumn('logo_asset_id', 'integer', clearedWith('assets'))
        .execute();
      await db.schema.alterTable('operators').dropColumn('logo_link').execute();
      await db.schema.alterTable('operators').addColumn('name_key', 'text').execute();
      await sql`update operators set name_key = lower(name)`.execute(db);
      await db.schema
        .createIndex('operators_name_key_idx')
        .unique()
        .on('operators')
        .column('name_key')
        .execute();

      // Kept when the user is deleted: the history of a deleted account still says whom it was about.
      await db.schema.alterTable('logs').addColumn('target_user_id', 'integer').execute();
      await createIndex(db, 'logs_target_user_idx', 'logs', ['target_user_id', 'id']);

      await createIndex(db, 'sessions_user_created_idx', 'sessions', ['user_id', 'created_at']);
    },
  };
}
