import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPortal } from '../../app.ts';
import { openDatabase } from '../../db/kysely.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { testAppForSuite, usingPostgres } from '../../test/test-app.ts';

describe('health', () => {
  const t = testAppForSuite({ seed: false });

  it('answers 200 while alive, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'alive' });
  });

  it('is ready when the database answers and the storage takes a write, and leaves nothing behind', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ database: 'ok', storage: 'ok' });
    const left = fs.readdirSync(t.config.storageDir).filter((name) => name.startsWith('.ready-'));
    expect(left).toEqual([]);
  });

  it('answers 503 naming the storage when it cannot be written', async () => {
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-health-storage-'));
    const { app } = await buildPortal({ config: { ...t.config, storageDir }, database: t.database });
    try {
      // The storage goes away under the running instance: a file stands where its folder was.
      fs.rmSync(storageDir, { recursive: true });
      fs.writeFileSync(storageDir, 'not a folder');
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Not ready: storage failing.');
      expect(response.body).not.toMatch(/EEXIST|ENOTDIR|portal-health/);
    } finally {
      await app.close();
      fs.rmSync(storageDir, { force: true });
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const database = usingPostgres()
      ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: t.database.pgSchema! })
      : openDatabase({
          sqliteFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-health-')), 'x.sqlite'),
        });
    await migrateToLatest(database);
    const { app } = await buildPortal({ config: t.config, database });
    await database.destroy();
    try {
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Not ready: database failing.');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });
});
