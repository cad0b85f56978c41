import type { RoadmapEntry, RoadmapPlan, RoadmapPlanForm } from '@portal/domain/schemas';
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

  /** POST /api/roadmap/put: the plan replaces the roadmap in one transaction, then is logged. */
  async put(form: RoadmapPlanForm, authorId: number): Promise<RoadmapPlan> {
    const before = new Set((await this.plan()).games.map((game) => game.gameId));
    await this.deps.db.transaction().execute(async (trx) => {
      await checkNotYetLive(
        trx,
        form.games.map((game) => game.gameId),
      );
      await replacePlan(trx, form.games, this.deps.clock().toISOString());
    });
    this.deps.catalogueChanged();
    const after = new Set(form.games.map((game) => game.gameId));
    await this.deps.logs.record(authorId, {
      description: 'Changed the roadmap',
      game: null,
      data: JSON.stringify({
        games: after.size,
        added: [...after].filter((id) => !before.has(id)).slice(0, 200),
        removed: [...before].filter((id) => !after.has(id)).slice(0, 200),
      }),
    });
    return this.plan();
  }
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
