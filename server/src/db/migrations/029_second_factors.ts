import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../kysely.ts';
import { childTable, createIndex, deletedWith, idColumn, keyedTable } from './columns.ts';

/**
 * Second factors of SA and AM accounts (issue 32 items 3 and 4, decision 160): passkeys, one TOTP
 * app, recovery codes (SHA-256 only), and the short-lived sign-in and registration ceremonies.
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The credential id (base64url) is what an authenticator names when it signs in.
      await keyedTable(db, 'mfa_passkeys', 'credential_id')
        .addColumn('user_id', 'integer', deletedWith('users'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await createIndex(db, 'mfa_passkeys_user_idx', 'mfa_passkeys', ['user_id']);

      // One app per account; confirmed_at stays empty until a first code proves the scan worked.
      await childTable(db, 'mfa_totp', 'user_id', 'users')
        .addPrimaryKeyConstraint('mfa_totp_pk', ['user_id'])
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        // The last time step a code was accepted at: the same code is never taken twice.
        .addColumn('last_time_step', 'integer')
        .execute();

      await idColumn(db.schema.createTable('mfa_recovery_codes'), dialect)
        .addColumn('user_id', 'integer', deletedWith('users'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await createIndex(db, 'mfa_recovery_codes_user_idx', 'mfa_recovery_codes', ['user_id']);

      // A sign-in waiting for its second factor, a passkey sign-in or a passkey registration.
      await keyedTable(db, 'mfa_challenges', 'id_hash')
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('webauthn_challenge', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await createIndex(db, 'mfa_challenges_expiry_idx', 'mfa_challenges', ['expires_at']);
    },
  };
}
