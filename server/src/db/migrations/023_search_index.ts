import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { Database } from '../schema.ts';
import { rebuildSearchIndex } from '../search-index.ts';
import { createIndex, idColumn } from './columns.ts';

/**
 * The search index (issue 29, decision 130): search_documents holds each searchable record's words;
 * SQLite indexes them with FTS5 (an external-content table kept by triggers, accents folded by its
 * tokenizer as well as by us), PostgreSQL with a generated, weighted tsvector and a GIN index. The
 * documents of the rows that exist are written here, in the migration's transaction.
 */
export function migration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('search_documents'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_key', 'text', (c) => c.notNull())
        .addColumn('asset_id', 'integer', (c) => c.references('assets.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_words', 'text', (c) => c.notNull())
        .addColumn('body_words', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('file_type', 'text')
        .addUniqueConstraint('search_documents_record_key', ['kind', 'record_key'])
        .execute();
      await createIndex(db, 'search_documents_asset_idx', 'search_documents', ['asset_id']);
      if (dialect === 'postgres') {
        await sql`alter table search_documents add column tsv tsvector generated always as (
          setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', body_words), 'B')
        ) stored`.execute(db);
        await sql`create index search_documents_tsv_idx on search_documents using gin (tsv)`.execute(db);
      } else {
        await sql`create virtual table search_fts using fts5(
          title_words, body_words, content='search_documents', content_rowid='id',
          tokenize='unicode61 remove_diacritics 2')`.execute(db);
        await sql`create trigger search_documents_ai after insert on search_documents begin
          insert into search_fts(rowid, title_words, body_words) values (new.id, new.title_words, new.body_words);
        end`.execute(db);
        await sql`create trigger search_documents_ad after delete on search_documents begin
          insert into search_fts(search_fts, rowid, title_words, body_words)
          values ('delete', old.id, old.title_words, old.body_words);
        end`.execute(db);
        await sql`create trigger search_documents_au after update on search_documents begin
          insert into search_fts(search_fts, rowid, title_words, body_words)
          values ('delete', old.id, old.title_words, old.body_words);
          insert into search_fts(rowid, title_words, body_words) values (new.id, new.title_words, new.body_words);
        end`.execute(db);
      }
      await rebuildSearchIndex(db as Kysely<Database>);
    },
  };
}
