import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');

  it('hands out the same prepared statement for the same SQL, and answers as before', () => {
    const db = withStatementCache(sqlite);
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    expect(first.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n > ?').all([1])).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('never shares a statement that is still being iterated', () => {
    const db = withStatementCache(sqlite);
    const sql = 'select n from t order by n';
    const rows = db.prepare(sql).iterate([]) as IterableIterator<{ n: number }>;
    expect(rows.next().value).toEqual({ n: 1 });
    const other = db.prepare(sql);
    expect(other.all([])).toHaveLength(3);
    expect([...rows].map((row) => row.n)).toEqual([2, 3]);
  });

  it('keeps at most `max` statements, dropping the oldest', () => {
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 3');
    expect(db.prepare('select 1')).not.toBe(a);
  });
});
