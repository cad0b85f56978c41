import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function readGlobals(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('globals').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
}

/** Writes every key of the update in one transaction. */
export async function writeGlobals(db: Kysely<Database>, update: Record<string, unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(update)) {
      const json = JSON.stringify(value);
      await trx
        .insertInto('globals')
        .values({ key, value: json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
        .execute();
    }
  });
}
