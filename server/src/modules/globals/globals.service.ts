import type { DemoConfig } from '@portal/domain';
import { DEFAULT_GLOBALS, type GlobalsUpdate } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readGlobals, writeGlobals } from './globals.repository.ts';

/** What the client reads once at start-up: the stored settings over their defaults, plus site config. */
export interface SiteConfig {
  enquiriesEmail: string;
  videoHost: string;
  demo: DemoConfig;
}

export class GlobalsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly site: SiteConfig,
  ) {}

  async all(): Promise<Record<string, unknown>> {
    return { ...DEFAULT_GLOBALS, ...(await readGlobals(this.db)), ...this.site };
  }

  async set(update: GlobalsUpdate): Promise<Record<string, unknown>> {
    const stored = Object.fromEntries(Object.entries(update).filter(([key]) => !(key in this.site)));
    await writeGlobals(this.db, stored);
    return this.all();
  }
}
