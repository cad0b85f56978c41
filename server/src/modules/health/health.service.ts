import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A part the portal needs to answer requests, and whether it does its job now. */
export type ReadinessPart = 'database' | 'storage' | 'redis';

export interface Readiness {
  ready: boolean;
  /** Redis shows only when one is configured. */
  parts: Partial<Record<ReadinessPart, 'ok' | 'failing'>>;
}

export interface HealthDeps {
  db: Kysely<Database>;
  /** STORAGE_DIR: where blobs are written, so it must take a write. */
  storageDir: string;
  log: { error(obj: object, msg: string): void };
  /** Asks the configured Redis for an answer; absent when there is none. */
  pingRedis?: () => Promise<unknown>;
}

/**
 * What a load balancer asks (issue 14 item 5): whether this instance is alive, and whether it is
 * ready, its database answering, its storage taking writes and its Redis (when configured) answering. A failing part is named, its error
 * logged here rather than answered.
 */
export class HealthService {
  constructor(private readonly deps: HealthDeps) {}

  async readiness(): Promise<Readiness> {
    const { pingRedis } = this.deps;
    const [database, storage, redis] = await Promise.all([
      this.check('database', () => sql`select 1`.execute(this.deps.db)),
      this.check('storage', () => this.writeAndRemove()),
      pingRedis ? this.check('redis', pingRedis) : null,
    ]);
    const parts: Readiness['parts'] = { database: state(database), storage: state(storage) };
    if (redis !== null) parts.redis = state(redis);
    return { ready: database && storage && redis !== false, parts };
  }

  private async check(part: ReadinessPart, probe: () => Promise<unknown>): Promise<boolean> {
    try {
      await probe();
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, part }, 'readiness check failed');
      return false;
    }
  }

  private async writeAndRemove(): Promise<void> {
    const file = path.join(this.deps.storageDir, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
    await fs.mkdir(this.deps.storageDir, { recursive: true });
    await fs.writeFile(file, 'ready');
    await fs.rm(file);
  }
}

const state = (ok: boolean) => (ok ? 'ok' : 'failing');
