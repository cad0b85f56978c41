import { auditSentence } from '@portal/domain';
import type { AuditChange, RoadmapEntry, RoadmapPlan, RoadmapPlanForm } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { replacePlan, selectGameStates, selectPipelinePlan } from './roadmap.repository.ts';

export interface RoadmapDeps {
  db: Kysely<Database>;
  clock: Clock;
  logs: LogsService;
  /** The games answers carry the roadmap flag: their cache must renew (decision 021). */
  catalogueChanged: () => void;
}

/**
 * The roadmap plan (issue 12 item 4): which games not yet live are on the pipeline and the month
 * each is planned for per region. An SA sets the whole plan at once.
 */
export class RoadmapService {
  constructor(private readonly deps: RoadmapDeps) {}

  /** GET /api/roadmap/get: every game on the pipeline, by name, with its months. */
  async plan(): Promise<RoadmapPlan> {
    const games = new Map<number, RoadmapEntry>();
    for (const row of await selectPipelinePlan(this.deps.db)) {
      let entry = games.get(row.id);
      if (!entry) {
        entry = { gameId: row.id, gameName: row.game_name, months: [] };
        games.set(row.id, entry);
      }
      if (row.region !== null && row.month !== null)
        entry.months.push({ region: row.region, month: row.month });
    }
    // Sorted here rather than in SQL, where the two databases order text differently.
    const byName = [...games.values()].sort(
      (a, b) => a.gameName.localeCompare(b.gameName, 'en') || a.gameId - b.gameId,
    );
    for (const entry of byName) entry.months.sort((a, b) => (a.region < b.region ? -1 : 1));
    return { games: byName };
  }

  /**
   * POST /api/roadmap/put: the plan replaces the roadmap in one transaction, with its audit entry
   * (which games joined or left it, and that the months changed).
   */
  async put(form: RoadmapPlanForm, authorId: number): Promise<RoadmapPlan> {
    await this.deps.db.transaction().execute(async (trx) => {
      const ids = form.games.map((game) => game.gameId);
      await checkNotYetLive(trx, ids);
      const before = await planOf(trx);
      await replacePlan(trx, form.games, this.deps.clock().toISOString());
      const after = await planOf(trx);
      const added = [...after.keys()].filter((id) => !before.has(id)).map((id) => after.get(id)!.name);
      const removed = [...before.keys()].filter((id) => !after.has(id)).map((id) => before.get(id)!.name);
      const changes: Record<string, AuditChange> = {};
      if (added.length > 0) changes.added = { from: null, to: shortList(added) };
      if (removed.length > 0) changes.removed = { from: shortList(removed), to: null };
      const monthsOf = (plan: Map<number, { months: string }>) =>
        [...plan].filter(([id]) => before.has(id) && after.has(id)).map(([id, game]) => [id, game.months]);
      if (JSON.stringify(monthsOf(before)) !== JSON.stringify(monthsOf(after)))
        changes.months = { changed: true };
      await this.deps.logs.writeAudit(trx, {
        actorId: authorId,
        action: 'roadmap.edited',
        target: { kind: 'roadmap', id: null, name: 'Roadmap' },
        changes,
        description: auditSentence('Edited', 'the', 'roadmap', changes),
        now: this.deps.clock().toISOString(),
      });
    });
    this.deps.catalogueChanged();
    return this.plan();
  }
}

/** The games on the roadmap with their names and months (as one text to compare). */
async function planOf(db: Kysely<Database>): Promise<Map<number, { name: string; months: string }>> {
  const plan = new Map<number, { name: string; months: string[] }>();
  for (const row of await selectPipelinePlan(db)) {
    const game = plan.get(row.id) ?? { name: row.game_name, months: [] };
    if (row.region !== null && row.month !== null) game.months.push(`${row.region}:${row.month}`);
    plan.set(row.id, game);
  }
  return new Map(
    [...plan].map(([id, game]) => [id, { name: game.name, months: game.months.sort().join(',') }]),
  );
}

/** Names for an entry: the first few, then how many more. */
function shortList(names: string[]): string {
  return names.length <= 5
    ? names.join(', ')
    : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`;
}

/** Every game of the plan must exist and not be live yet; checked inside the transaction that writes. */
async function checkNotYetLive(db: Kysely<Database>, ids: number[]): Promise<void> {
  const states = new Map((await selectGameStates(db, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const game = states.get(id);
    if (!game) throw notFound(`There is no game with id ${id}.`);
    if (game.is_active === 1) {
      throw badRequest(
        `'${game.game_name}' is live: only games that are not yet live can be on the roadmap.`,
      );
    }
  }
}
