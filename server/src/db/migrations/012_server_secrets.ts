import type { Kysely, Migration } from 'kysely';
import { keyedTable } from './columns.ts';

/**
 * Secrets the server makes for itself, kept where every instance reads them (issue 14): the token
 * signing secret, generated once when TOKEN_SECRET is unset, so instances on one database agree
 * without configuration. Never answered by any call.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await keyedTable(db, 'server_secrets', 'name')
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
