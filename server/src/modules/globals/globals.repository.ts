import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function readGlobals(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('globals').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
}

/** Writes every key of the change (inside the caller's transaction); a key set to null is removed (back to its default). */
export async function writeGlobals(trx: Kysely<Database>, change: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(change)) {
    if (value === null) {
      await trx.deleteFrom('globals').where('key', '=', key).execute();
      continue;
    }
    const json = JSON.stringify(value);
    await trx
      .insertInto('globals')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
      .execute();
  }
}
