import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ContentDocumentsTable, ContentRevisionsTable, Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type ContentDocumentRow = Selectable<ContentDocumentsTable>;
export type ContentRevisionRow = Selectable<ContentRevisionsTable>;

export async function selectDocument(db: Executor, page: string): Promise<ContentDocumentRow | undefined> {
  return db.selectFrom('content_documents').selectAll().where('page', '=', page).executeTakeFirst();
}

/**
 * Call inside a transaction: keeps the document as the page's next revision and makes it the page's
 * current document. Answers the revision number.
 */
export async function saveRevision(
  trx: Transaction<Database>,
  page: string,
  document: string,
  saved: { at: string; byId: number; by: string },
): Promise<number> {
  const last = await trx
    .selectFrom('content_revisions')
    .select((eb) => eb.fn.max('revision').as('revision'))
    .where('page', '=', page)
    .executeTakeFirst();
  const revision = Number(last?.revision ?? 0) + 1;
  await trx
    .insertInto('content_revisions')
    .values({ page, revision, document, saved_at: saved.at, saved_by_id: saved.byId, saved_by: saved.by })
    .execute();
  const current = { document, revision, updated_at: saved.at, updated_by: saved.by };
  await trx
    .insertInto('content_documents')
    .values({ page, ...current })
    .onConflict((conflict) => conflict.column('page').doUpdateSet(current))
    .execute();
  return revision;
}

/** The page's revisions, newest first. */
export async function selectRevisions(
  db: Executor,
  page: string,
  limit: number,
): Promise<ContentRevisionRow[]> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('page', '=', page)
    .orderBy('revision', 'desc')
    .limit(limit)
    .execute();
}

export async function selectRevision(
  db: Executor,
  page: string,
  revision: number,
): Promise<ContentRevisionRow | undefined> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('page', '=', page)
    .where('revision', '=', revision)
    .executeTakeFirst();
}
