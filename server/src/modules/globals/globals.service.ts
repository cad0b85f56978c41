import { auditSentence, type DemoConfig, recordChanges } from '@portal/domain';
import {
  DEFAULT_GLOBALS,
  DEFAULT_RESPONSIBLE_GAMBLING_URL,
  DEMO_DEFAULT_KEYS,
  type Globals,
  type GlobalsUpdate,
} from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AnswerCache, type CachedAnswer } from '../../lib/answer-cache.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { readGlobals, writeGlobals } from './globals.repository.ts';

/** The server's configured defaults of the globals (README: ENQUIRIES_EMAIL, VIDEO_HOST, DEMO_*). */
interface SiteConfig {
  enquiriesEmail: string;
  videoHost: string;
  demo: DemoConfig;
}

export interface GlobalsDeps {
  db: Kysely<Database>;
  site: SiteConfig;
  logs: LogsService;
  clock: Clock;
  /** With several instances: the version their kept answer is checked against. */
  shared?: SharedVersions;
}

/** Demo defaults are stored one row each, under 'demo.<key>'. */
const demoRowKey = (key: string) => `demo.${key}`;

/**
 * The globals (SPEC §3, §7): what every client reads once at start-up, the stored settings over the
 * configured defaults. An SA changes them (globals/set); each change goes to the audit log. The
 * answer to globals/all, read first by every page load, is kept serialised until the next change.
 */
export class GlobalsService {
  /** The origins pages may frame (videos, demos), as of the last read on this instance: the CSP reads it. */
  private currentFrameOrigins: string[] = [];

  private readonly answers: AnswerCache;

  constructor(private readonly deps: GlobalsDeps) {
    this.answers = new AnswerCache({ name: 'globals', maxEntries: 1, shared: deps.shared });
  }

  /** GET /api/globals/all, serialised once per change. */
  allAnswer(): Promise<CachedAnswer> {
    return this.answers.answer('all', () => this.all());
  }

  /** The globals as stored now. */
  async all(): Promise<Globals> {
    const globals = presentGlobals(await readGlobals(this.deps.db), this.deps.site);
    const origins = frameOriginsOf(globals);
    // The same list stays the same object, so the CSP built from it is built again only on a change.
    if (origins.join(' ') !== this.currentFrameOrigins.join(' ')) this.currentFrameOrigins = origins;
    return globals;
  }

  /**
   * POST /api/globals/set: stores the change and its audit entry (the options that changed) in one
   * transaction, answers the globals as now.
   */
  async set(change: GlobalsUpdate, authorId: number): Promise<Globals> {
    const { demo, ...settings } = change;
    const rows: Record<string, unknown> = { ...settings };
    for (const [key, value] of Object.entries(demo ?? {})) rows[demoRowKey(key)] = value;
    await this.deps.db.transaction().execute(async (trx) => {
      const before = flatGlobals(presentGlobals(await readGlobals(trx), this.deps.site));
      await writeGlobals(trx, rows);
      const after = flatGlobals(presentGlobals(await readGlobals(trx), this.deps.site));
      const changes = recordChanges(before, after);
      await this.deps.logs.writeAudit(trx, {
        actorId: authorId,
        action: 'options.edited',
        target: { kind: 'options', id: null, name: 'Options' },
        changes,
        description: auditSentence('Edited', 'the', 'options', changes),
        now: this.deps.clock().toISOString(),
      });
    });
    this.answers.invalidate();
    return this.all();
  }

  /**
   * Origins the app's pages may frame: the video host and tournaments address may be changed by an
   * SA, so the Content-Security-Policy asks here on every page rather than fixing them at start-up.
   */
  frameOrigins(): readonly string[] {
    return this.currentFrameOrigins;
  }
}

/** The globals as one level of fields, demo defaults as demo.<key>: what the audit compares. */
function flatGlobals({ demo, ...settings }: Globals): Record<string, unknown> {
  return {
    ...settings,
    ...Object.fromEntries(Object.entries(demo).map(([key, value]) => [demoRowKey(key), value])),
  };
}

function presentGlobals(stored: Record<string, unknown>, site: SiteConfig): Globals {
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : undefined);
  const demo: DemoConfig = { ...site.demo };
  for (const key of DEMO_DEFAULT_KEYS) demo[key] = text(demoRowKey(key)) ?? site.demo[key];
  const fallbacks = stored.useGameDemoFallbacks;
  return {
    useGameDemoFallbacks: typeof fallbacks === 'boolean' ? fallbacks : DEFAULT_GLOBALS.useGameDemoFallbacks,
    enquiriesEmail: text('enquiriesEmail') ?? site.enquiriesEmail,
    responsibleGamblingUrl: text('responsibleGamblingUrl') ?? DEFAULT_RESPONSIBLE_GAMBLING_URL,
    videoHost: text('videoHost') ?? site.videoHost,
    tournamentsDemoUrl: text('tournamentsDemoUrl') ?? null,
    demo,
  };
}

function frameOriginsOf(globals: Globals): string[] {
  const origins = new Set<string>();
  for (const address of [globals.videoHost, globals.tournamentsDemoUrl]) {
    try {
      if (address) origins.add(new URL(address).origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...origins];
}
