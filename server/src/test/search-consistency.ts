import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { openDatabase } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import { rebuildSearchIndex } from '../db/search-index.ts';

/** The documents as a comparable list: what each record's document says, in a fixed order. */
async function documents(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('search_documents')
    .select(['kind', 'record_key', 'title', 'title_words', 'body_words', 'excerpt', 'path', 'file_type'])
    .orderBy('kind')
    .orderBy('record_key')
    .execute();
  return rows.map((row) => JSON.stringify(row));
}

class RolledBack extends Error {}

/**
 * Where the search index of the SQLite portal under `dataDir` disagrees with its rows: the documents
 * it holds against those a rebuild from the rows makes (in a transaction rolled back), and the FTS5
 * table against the documents (FTS5's own integrity check). [] when they agree.
 */
export async function searchIndexProblems(dataDir: string): Promise<string[]> {
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
  try {
    const { db } = database;
    const problems: string[] = [];
    const held = await documents(db);
    let rebuilt: string[] = [];
    await db
      .transaction()
      .execute(async (trx) => {
        await rebuildSearchIndex(trx);
        rebuilt = await documents(trx);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    const heldSet = new Set(held);
    const rebuiltSet = new Set(rebuilt);
    for (const line of held) if (!rebuiltSet.has(line)) problems.push(`stale document ${line}`);
    for (const line of rebuilt) if (!heldSet.has(line)) problems.push(`missing document ${line}`);
    try {
      await sql`insert into search_fts(search_fts, rank) values ('integrity-check', 1)`.execute(db);
    } catch (error) {
      problems.push(`the FTS5 index disagrees with the documents: ${String(error)}`);
    }
    return problems;
  } finally {
    await database.destroy();
  }
}
