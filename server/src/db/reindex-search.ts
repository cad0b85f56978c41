// `npx tsx server/src/db/reindex-search.ts`: builds the search index again from the rows, in one
// transaction, on the database the environment names (DATA_DIR's SQLite file, or DATABASE_URL). Never
// needed in normal running (every write keeps its documents, decision 130); for after a change to how
// documents are made, or a restore from a copy made without the index. Safe while the portal runs.
import { loadConfig } from '../config.ts';
import { migrateToLatest } from './migrate.ts';
import { openConfiguredDatabase } from './open.ts';
import { rebuildSearchIndex } from './search-index.ts';

const database = openConfiguredDatabase(loadConfig());
try {
  await migrateToLatest(database);
  const started = performance.now();
  await database.db.transaction().execute((trx) => rebuildSearchIndex(trx));
  const { n } = await database.db
    .selectFrom('search_documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `Search index rebuilt: ${n} documents in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.destroy();
}
