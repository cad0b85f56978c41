import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { createIndex, deletedWith, keyedTable } from './columns.ts';

/**
 * Single sign-on for provider staff (issue 32, decision 155). `sso_identities` links an account to
 * the identity provider's subject, so a later change of e-mail there still finds it. `sso_logins`
 * holds a sign-in between start and callback (its state stored hashed, its nonce and PKCE verifier),
 * and `sso_handoffs` the one-time code the web app exchanges for the portal's token: both single-use
 * rows that any instance can read, so neither lives in one process.
 */
export function migration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sso_identities')
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', deletedWith('users'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_sign_in_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sso_identities_pk', ['issuer', 'subject'])
        .execute();
      await createIndex(db, 'sso_identities_user_idx', 'sso_identities', ['user_id']);

      await keyedTable(db, 'sso_logins', 'state_hash')
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'sso_logins_expires_idx', 'sso_logins', ['expires_at']);

      await keyedTable(db, 'sso_handoffs', 'code_hash')
        .addColumn('user_id', 'integer', deletedWith('users'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'sso_handoffs_expires_idx', 'sso_handoffs', ['expires_at']);
    },
  };
}
