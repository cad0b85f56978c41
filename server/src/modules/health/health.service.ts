import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A part the portal needs to answer requests, and whether it does its job now. */
export type ReadinessPart = 'database' | 'storage';

export interface Readiness {
  ready: boolean;
  parts: Record<ReadinessPart, 'ok' | 'failing'>;
}

export interface HealthDeps {
  db: Kysely<Database>;
  /** STORAGE_DIR: where blobs are written, so it must take a write. */
  storageDir: string;
  log: { error(obj: object, msg: string): void };
}

/**
 * What a load balancer asks (issue 14 item 5): whether this instance is alive, and whether it is
 * ready, its database answering and its storage taking writes. A failing part is named, its error
 * logged here rather than answered.
 */
export class HealthService {
  constructor(private readonly deps: HealthDeps) {}

  async readiness(): Promise<Readiness> {
    const [database, storage] = await Promise.all([
      this.check('database', () => sql`select 1`.execute(this.deps.db)),
      this.check('storage', () => this.writeAndRemove()),
    ]);
    return { ready: database && storage, parts: { database: state(database), storage: state(storage) } };
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
