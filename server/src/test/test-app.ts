import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildPortal, type Services } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type Clock, systemClock } from '../lib/time.ts';
import { createAssetServices } from '../modules/assets/asset-services.ts';
import { seedDemoData } from '../seed/index.ts';
import { seedOperators } from '../seed/operators.ts';
import { seedUsers } from '../seed/users.ts';
import { DiskBlobStore } from '../storage/disk.ts';

export const DEMO_PASSWORD = 'demo-password';

export interface TestApp {
  app: FastifyInstance;
  database: Db;
  config: Config;
  /** The app's own service instances: the factories (factories.ts) write through them. */
  services: Services;
  /** The app's clock (manualClock's when one was given). */
  clock: Clock;
  /** Signs in through the real login call and answers the token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * 'accounts' (the default): the demo operators, accounts and guests only, which most suites need and
   * which take a fraction of a second; 'demo': the whole demo seed with generated artwork (games, draw
   * games, the library), for suites that read it; false: an empty database.
   */
  seed?: false | 'accounts' | 'demo';
  clock?: Clock;
  env?: Record<string, string>;
}

/**
 * A real app on a real, fresh database: an SQLite file in a temporary folder, or (TEST_DB=postgres)
 * a new schema in TEST_DATABASE_URL that is dropped afterwards.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dataDir, close: closeDatabase } = await emptyDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ...options.env,
  });
  await migrateToLatest(database);
  const seed = options.seed ?? 'accounts';
  if (seed === 'demo') await seedDemoData(database.db, config);
  if (seed === 'accounts') {
    const assets = createAssetServices({
      db: database.db,
      blobs: new DiskBlobStore(config.storageDir),
      clock: () => new Date(),
    });
    const operators = await seedOperators(database.db, new Date(), assets);
    await seedUsers(database.db, { password: config.demoPassword, operators, now: new Date() });
  }
  const clock = options.clock ?? systemClock;
  const { app, services } = await buildPortal({ config, database, clock });
  await app.ready();

  return {
    app,
    database,
    config,
    services,
    clock,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.body}`);
      return response.json().data as string;
    },
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}

/** The demo accounts of the 'accounts' and 'demo' seeds, by the first part of their address. */
type DemoAccount = 'sa' | 'am' | 'cm' | 'customer' | 'performance' | 'affiliate' | 'guest';

/**
 * Signs in the demo accounts named ('sa' is sa@demo.test; 'guest' comes in through the demo guest's
 * link) and answers their tokens by name.
 */
export async function loginDemoAccounts<Name extends DemoAccount>(
  t: TestApp,
  names: Name[],
): Promise<Record<Name, string>> {
  const tokens = await Promise.all(
    names.map(async (name) => {
      return [name, name === 'guest' ? await guestToken(t) : await t.login(`${name}@demo.test`)] as const;
    }),
  );
  return Object.fromEntries(tokens) as Record<Name, string>;
}

/** Signs in the demo guest through its link and answers the token. */
export async function guestToken(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/authentication/guestLogin',
    payload: { guestSlug: 'demo-guest' },
  });
  if (response.statusCode !== 200) throw new Error(`guest login failed: ${response.body}`);
  return response.json().data as string;
}

/**
 * The test app of the suite this is called in: made before the suite's first test (ahead of the
 * suite's own beforeAll hooks, which may use it) and closed after its last.
 */
export function testAppForSuite(options: TestAppOptions = {}): TestApp {
  let made: TestApp | undefined;
  const current = () => {
    if (!made) throw new Error("the suite's test app is read before its beforeAll hook made it");
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(options);
  });
  afterAll(() => made?.close());
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get services() {
      return current().services;
    },
    get clock() {
      return current().clock;
    },
    login: (email, password) => current().login(email, password),
    close: () => current().close(),
  };
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

/**
 * An empty database (not migrated) with its own temporary folder (`dataDir`, for the files beside it);
 * close() destroys both.
 */
export async function emptyDatabase(): Promise<{ database: Db; dataDir: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const { database, dropDatabase } = await freshDatabase(dataDir);
  return {
    database,
    dataDir,
    async close() {
      await database.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database (not migrated) in `dataDir` or a new PostgreSQL schema; dropDatabase removes the schema. */
export async function freshDatabase(
  dataDir: string,
): Promise<{ database: Db; dropDatabase: () => Promise<void> }> {
  if (!usingPostgres()) {
    return {
      database: openDatabase({ sqliteFile: path.join(dataDir, 'test.sqlite') }),
      dropDatabase: async () => {},
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    database: openDatabase({ databaseUrl: url, pgSchema: schema }),
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** A form body as the client sends it. */
export function form(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** A clock the test moves by hand, for createTestApp({ clock }). */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}
