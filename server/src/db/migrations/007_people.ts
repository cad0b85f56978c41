import { type Kysely, type Migration, sql } from 'kysely';

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
        .addColumn('guest_sponsor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('users').addColumn('guest_reminder_sent_at', 'text').execute();
      await db.schema.createIndex('users_operator_idx').on('users').column('operator_id').execute();

      await db.schema
        .alterTable('operators')
        .addColumn('logo_asset_id', 'integer', (c) => c.references('assets.id').onDelete('set null'))
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
      await db.schema
        .createIndex('logs_target_user_idx')
        .on('logs')
        .columns(['target_user_id', 'id'])
        .execute();

      await db.schema
        .createIndex('sessions_user_created_idx')
        .on('sessions')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
