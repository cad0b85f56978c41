import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildPortal } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../seed/index.ts';
import { createUser, signIn } from '../test/factories.ts';
import { freshDatabase, testAppForSuite, usingPostgres } from '../test/test-app.ts';
import { underStartupLock } from './advisory-lock.ts';
import { type Db, openDatabase } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';

/** What several instances on one database must agree on when they start (issue 14 item 2). */
describe('starting up', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('the token secret, when TOKEN_SECRET is unset', () => {
    const t = testAppForSuite({ seed: false, env: { TOKEN_SECRET: '' } });
    const closing: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const close of closing.splice(0)) await close();
    });

    /** A second instance: the same database, its own DATA_DIR. */
    async function secondInstance(config: Partial<Config> = {}) {
      const { app } = await buildPortal({
        config: { ...t.config, dataDir: tempDir(), ...config },
        database: t.database,
      });
      await app.ready();
      closing.push(() => app.close());
      return app;
    }

    it('is generated once into the database, so a token from one instance works on another', async () => {
      const user = await createUser(t, { group: 'customer' });
      const token = await signIn(t.app, user);
      const other = await secondInstance();
      const active = await other.inject({ url: '/api/user/active', headers: { 'consumer-token': token } });
      expect(active.statusCode).toBe(200);
      expect(active.json().data.id).toBe(user.id);
      expect(fs.existsSync(path.join(t.config.dataDir, 'token-secret'))).toBe(false);
      const secrets = await t.database.db.selectFrom('server_secrets').selectAll().execute();
      expect(secrets).toHaveLength(1);
      expect(secrets[0]!.value.length).toBeGreaterThanOrEqual(64);
    });

    it('is never in any answer', async () => {
      const [secret] = await t.database.db.selectFrom('server_secrets').select('value').execute();
      const sa = await signIn(t.app, await createUser(t, { group: 'SA' }));
      for (const url of ['/api/globals/all', '/api/openapi.json', '/api/logs/get?limit=50']) {
        const response = await t.app.inject({ url, headers: { 'consumer-token': sa } });
        expect(response.body).not.toContain(secret!.value);
      }
    });

    it('is TOKEN_SECRET when set: such an instance does not accept the generated secret’s tokens', async () => {
      const token = await signIn(t.app, await createUser(t, { group: 'customer' }));
      const configured = await secondInstance({ tokenSecret: 'a-configured-secret-that-is-long-enough' });
      const active = await configured.inject({
        url: '/api/user/active',
        headers: { 'consumer-token': token },
      });
      expect(active.statusCode).toBe(401);
    });
  });

  it('adopts the secret an older version kept under DATA_DIR, so its sessions survive', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'token-secret'), 'an-older-secret-kept-in-the-data-folder\n');
    const { database, dropDatabase } = await freshDatabase(dataDir);
    try {
      await migrateToLatest(database);
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: '' });
      const { app } = await buildPortal({ config, database });
      await app.close();
      const [row] = await database.db.selectFrom('server_secrets').select('value').execute();
      expect(row?.value).toBe('an-older-secret-kept-in-the-data-folder');
    } finally {
      await database.destroy();
      await dropDatabase();
    }
  });

  // SQLite serves one process; two PostgreSQL instances starting at once is the case to prove.
  it.runIf(usingPostgres())(
    'migrates and seeds once when two instances start together on one PostgreSQL database',
    async () => {
      const dataDir = tempDir();
      const { database: first, dropDatabase } = await freshDatabase(dataDir);
      const second: Db = openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL!,
        pgSchema: first.pgSchema!,
      });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const start = (database: Db) =>
        underStartupLock(database, async () => {
          await migrateToLatest(database);
          return seedDemoData(database.db, config);
        });
      try {
        const seeded = await Promise.all([start(first), start(second)]);
        expect(seeded.sort()).toEqual([false, true]);
        const demo = await first.db
          .selectFrom('users')
          .select('email')
          .where(
            'email',
            'in',
            DEMO_ACCOUNTS.map((account) => account.email),
          )
          .execute();
        expect(demo).toHaveLength(DEMO_ACCOUNTS.length);
      } finally {
        await second.destroy();
        await first.destroy();
        await dropDatabase();
      }
    },
    120_000,
  );
});
