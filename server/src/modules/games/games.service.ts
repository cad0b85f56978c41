import {
  auditSentence,
  matchesRegionSelection,
  recordChanges,
  regionalReleaseDates,
  seesUnreleasedGames,
  type User,
} from '@portal/domain';
import {
  type AuditChange,
  type DirectoryItem,
  GAME_ASSET_SLOTS,
  type GameCreateForm,
  type GameDetail,
  type GameFieldsForm,
  type GameSummary,
  NEW_GAME_DEFAULTS,
} from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexGames } from '../../db/search-index.ts';
import { AnswerCache, type CachedAnswer } from '../../lib/answer-cache.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sanitiseDescription } from '../../lib/rich-text.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';
import { gameRootKey } from '../assets/asset-policy.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { LogsService } from '../logs/logs.service.ts';
import type { CheckedAssetForm } from '../showcase/asset-form.ts';
import {
  deleteKeepingShared,
  type ShowcaseKind,
  type ShowcaseSave,
  type SlotEntries,
  saveFromForm,
  saveWithSlots,
} from '../showcase/slots.ts';
import { byReleaseThenName, presentDetail, presentSummary, SUMMARY_SLOTS } from './games.presenter.ts';
import {
  deleteGame,
  findGameIdByNameKey,
  type GameFilter,
  gameNameKey,
  insertGame,
  replaceGameLists,
  replaceGameSlots,
  selectGameLists,
  selectGameRows,
  updateGame,
} from './games.repository.ts';

export interface GamesDeps {
  db: Kysely<Database>;
  assets: AssetServices;
  clock: Clock;
  logs: LogsService;
  /** With several instances: the versions their kept lists are checked against. */
  shared?: SharedVersions;
}

/** What a read may cover: `isActive` filters when given; `regions` keeps the games in the selection. */
export interface GameQuery {
  isActive?: boolean;
  depth: 0 | 1;
  regions?: string[];
}

/** Who asks: what they see depends on their group and, for a game's assets, their regions. */
type Caller = User | null | undefined;

const noSuchGame = () => notFound('There is no game with this id.');

/** How games keep their trees and slots, for saveWithSlots. */
const GAMES: ShowcaseKind = {
  tree: (id, name) => ({ rootKey: gameRootKey(id), label: name }),
  replaceSlots: replaceGameSlots,
};

/**
 * The games catalogue (SPEC §3, §7 'Games', DESIGN 'Games'). Everyone reads active games; inactive
 * and roadmap games reach only callers with the Pipeline permission. List answers are kept
 * serialised per call, parameters and visibility until the next write (AnswerCache).
 */
export class GamesService {
  private readonly answers: AnswerCache;

  constructor(private readonly deps: GamesDeps) {
    this.answers = new AnswerCache({ name: 'catalogue', shared: deps.shared });
    // The lists show thumbnails from the asset library: a change there renews them.
    deps.assets.changes.onChange(() => this.catalogueChanged());
  }

  // ── Reads ──────────────────────────────────────────────────────────────────────────────────

  /** POST /api/game/all. */
  all(query: GameQuery, caller: Caller): Promise<CachedAnswer> {
    return this.cachedList('all', query, caller, (games) => games);
  }

  /** POST /api/game/featured: the games flagged featured (the homepage). */
  featured(query: GameQuery, caller: Caller): Promise<CachedAnswer> {
    return this.cachedList('featured', query, caller, (games) => games, { featured: true });
  }

  /** POST /api/game/date: the games whose release date for the selection is on or after `date`. */
  since(date: string, query: GameQuery, caller: Caller): Promise<CachedAnswer> {
    return this.cachedList(`date:${date}`, query, caller, (games) =>
      games.filter((game) => {
        const { releaseDate } = regionalReleaseDates(game, query.regions ?? []);
        return releaseDate !== null && releaseDate >= date;
      }),
    );
  }

  /** GET /api/game/ids: the visible games among `ids`, in the order asked. */
  byIds(ids: number[], query: GameQuery, caller: Caller): Promise<CachedAnswer> {
    const order = new Map(ids.map((id, index) => [id, index]));
    return this.cachedList(
      `ids:${ids.join(':')}`,
      query,
      caller,
      (games) => games.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
      { ids },
    );
  }

  /**
   * What is new in the public catalogue (active games off the roadmap) for a region selection: each
   * game released (its regional release day starting) or added after `from` and up to `until`, and
   * each game of `alsoIds` (those with new assets) with no arrival of its own. Newest release first.
   */
  async arrivals(
    window: { from: string; until: string },
    regions: readonly string[],
    alsoIds: ReadonlySet<number>,
  ): Promise<{ game: GameSummary; releaseDate: string | null; arrival: 'released' | 'added' | null }[]> {
    const filter: GameFilter = { withUnreleased: false };
    const [rows, lists] = await Promise.all([
      selectGameRows(this.deps.db, filter),
      selectGameLists(this.deps.db, filter, { videos: false, slots: SUMMARY_SLOTS }),
    ]);
    const inWindow = (instant: string) => instant > window.from && instant <= window.until;
    return rows
      .flatMap((row) => {
        const game = presentSummary(row, lists);
        if (
          !matchesRegionSelection(
            game.regions.map((entry) => entry.region),
            regions,
          )
        )
          return [];
        const { releaseDate } = regionalReleaseDates(game, [...regions]);
        const arrival =
          releaseDate !== null && inWindow(`${releaseDate}T00:00:00.000Z`)
            ? ('released' as const)
            : inWindow(row.created_at)
              ? ('added' as const)
              : null;
        if (arrival === null && !alsoIds.has(game.id)) return [];
        return [{ game, releaseDate, arrival }];
      })
      .sort((a, b) =>
        byReleaseThenName(
          { ...a.game, releaseDate: a.releaseDate },
          { ...b.game, releaseDate: b.releaseDate },
        ),
      );
  }

  /** GET /api/game/get. A game the caller may not see is as absent as one that does not exist. */
  async get(
    id: number,
    query: Omit<GameQuery, 'regions'>,
    caller: Caller,
  ): Promise<GameSummary | GameDetail> {
    const [game] = await this.read(
      { ...this.visibility(caller), ids: [id], isActive: query.isActive },
      query.depth,
    );
    if (!game) throw noSuchGame();
    return this.withEmbargo(game, caller);
  }

  /** GET /api/game/name: the game of that name, in any case. */
  async byName(
    name: string,
    query: Omit<GameQuery, 'regions'>,
    caller: Caller,
  ): Promise<GameSummary | GameDetail> {
    const filter = { ...this.visibility(caller), nameKey: gameNameKey(name), isActive: query.isActive };
    const [game] = await this.read(filter, query.depth);
    if (!game) throw notFound('There is no game with this name.');
    return this.withEmbargo(game, caller);
  }

  // ── Writes (SA) ────────────────────────────────────────────────────────────────────────────

  /**
   * POST /api/game/create. type POST adds a game, type PUT edits one (fields left out keep their
   * value). Files sent with the form go into the game's tree (artwork under 'Artwork'), then into
   * their slots. Answers the game as game/get does.
   */
  save(form: CheckedAssetForm<GameCreateForm>, actorId: number | null): Promise<GameDetail> {
    return saveFromForm(this.deps, form, async () => {
      const { slots } = form;
      const { type, id: requestedId, ...fields } = form.fields;
      if (fields.description !== undefined) fields.description = sanitiseDescription(fields.description);
      if (fields.gameName !== undefined) await this.checkNameFree(fields.gameName, requestedId);

      const save =
        type === 'POST'
          ? this.addition({ ...NEW_GAME_DEFAULTS, ...fields, gameName: fields.gameName! }, slots, actorId)
          : await this.edit(requestedId!, fields, slots, actorId);
      const id = await saveWithSlots(this.deps, GAMES, save).finally(() => this.catalogueChanged());
      return (await this.read({ withUnreleased: true, ids: [id] }, 1))[0] as GameDetail;
    });
  }

  /**
   * POST /api/game/delete. The game's rows and its tree go in one transaction, except the files
   * other records still point at (another game's or a draw game's slots), which stay in a tree
   * relabelled '… (deleted game)'.
   */
  async delete(id: number, actorId: number | null): Promise<{ id: number }> {
    const [row] = await selectGameRows(this.deps.db, { withUnreleased: true, ids: [id] });
    if (!row) throw noSuchGame();
    const afterCommit = await deleteKeepingShared(
      this.deps,
      async (trx) => {
        await deleteGame(trx, id);
        await indexGames(trx, [id]);
        await this.audit(trx, actorId, 'game.deleted', id, row.game_name, {});
      },
      { rootKey: gameRootKey(id), keptLabel: `${row.game_name} (deleted game)` },
      { gameId: id },
    );
    this.catalogueChanged();
    await afterCommit();
    return { id };
  }

  /**
   * Called by every write that changes what the catalogue shows (asset changes come through
   * onChange; the roadmap plan, which sets games' roadmap flags, calls it from its module).
   */
  catalogueChanged(): void {
    this.answers.invalidate();
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  private visibility(caller: Caller): { withUnreleased: boolean } {
    return { withUnreleased: seesUnreleasedGames(caller) };
  }

  private cachedList(
    call: string,
    query: GameQuery,
    caller: Caller,
    select: (games: (GameSummary | GameDetail)[]) => (GameSummary | GameDetail)[],
    extra: Pick<GameFilter, 'featured' | 'ids'> = {},
  ): Promise<CachedAnswer> {
    const visibility = this.visibility(caller);
    const key = JSON.stringify([
      call,
      visibility.withUnreleased,
      query.isActive ?? null,
      query.depth,
      query.regions ?? [],
      query.depth === 1 ? this.deps.assets.policy.embargoAudience(caller ?? null, query.regions) : null,
    ]);
    return this.answers.answer(key, async () => {
      const games = await this.read({ ...visibility, ...extra, isActive: query.isActive }, query.depth);
      const inSelection = query.regions?.length
        ? games.filter((game) =>
            matchesRegionSelection(
              game.regions.map((entry) => entry.region),
              query.regions!,
            ),
          )
        : games;
      return select(inSelection.map((game) => this.withEmbargo(game, caller, query.regions)));
    });
  }

  /**
   * A game as the caller may have it: at depth 1, while its assets are embargoed for the caller's
   * regions (the asset policy decides, decision 150), without its downloadable assets and game
   * centre, and with the day they arrive.
   */
  private withEmbargo<G extends GameSummary | GameDetail>(game: G, caller: Caller, sent?: string[]): G {
    if (!('gameCentre' in game)) return game;
    const assetsFrom = this.deps.assets.policy.gameAssetsEmbargoedUntil(caller ?? null, game, sent);
    if (assetsFrom === null) return game;
    return {
      ...game,
      assetSlots: { ...game.assetSlots, downloadableAssets: [] },
      downloadableAssets: [],
      gameCentre: [],
      assetsFrom,
    };
  }

  /** The games a filter covers, presented at a depth, newest release first. */
  private async read(filter: GameFilter, depth: 0 | 1): Promise<(GameSummary | GameDetail)[]> {
    const [rows, lists] = await Promise.all([
      selectGameRows(this.deps.db, filter),
      selectGameLists(this.deps.db, filter, {
        videos: depth === 1,
        slots: depth === 1 ? GAME_ASSET_SLOTS : SUMMARY_SLOTS,
      }),
    ]);
    const games =
      depth === 0
        ? rows.map((row) => presentSummary(row, lists))
        : await Promise.all(
            rows.map(async (row) => presentDetail(row, lists, await this.gameCentre(row.id))),
          );
    return games.sort(byReleaseThenName);
  }

  private async gameCentre(gameId: number): Promise<DirectoryItem[]> {
    const tree = await this.deps.assets.trees.tree(gameRootKey(gameId));
    return tree ? [tree] : [];
  }

  private async checkNameFree(name: string, id: number | undefined): Promise<void> {
    const holder = await findGameIdByNameKey(this.deps.db, gameNameKey(name));
    if (holder !== undefined && holder !== id)
      throw new HttpError(409, `There is already a game called '${name.trim()}'.`);
  }

  private addition(fields: GameFieldsForm, slots: SlotEntries, actorId: number | null): ShowcaseSave {
    return {
      id: null,
      name: fields.gameName,
      slots,
      write: async (trx, stored) => {
        const id = await insertGame(trx, fields, this.now());
        await replaceGameLists(trx, id, fields);
        await replaceGameSlots(trx, id, stored);
        await indexGames(trx, [id]);
        return id;
      },
      written: async (trx, id) => {
        const after = await gameSnapshot(trx, id);
        await this.audit(trx, actorId, 'game.created', id, fields.gameName, recordChanges(null, after));
      },
    };
  }

  /** An edit of the game `id` (404 when there is none): the fields sent change, the others stay. */
  private async edit(
    id: number,
    fields: Partial<GameFieldsForm>,
    slots: SlotEntries,
    actorId: number | null,
  ): Promise<ShowcaseSave> {
    const [current] = await selectGameRows(this.deps.db, { withUnreleased: true, ids: [id] });
    if (!current) throw noSuchGame();
    let before: Record<string, unknown> = {};
    const name = fields.gameName ?? current.game_name;
    return {
      id,
      name,
      slots,
      write: async (trx, stored) => {
        before = await gameSnapshot(trx, id);
        if (!(await updateGame(trx, id, fields, this.now()))) throw noSuchGame();
        await replaceGameLists(trx, id, fields);
        await replaceGameSlots(trx, id, stored);
        await indexGames(trx, [id]);
        return id;
      },
      written: async (trx) => {
        const changes = recordChanges(before, await gameSnapshot(trx, id));
        await this.audit(trx, actorId, 'game.edited', id, name, changes);
      },
    };
  }

  private audit(
    trx: Kysely<Database>,
    actorId: number | null,
    action: 'game.created' | 'game.edited' | 'game.deleted',
    id: number,
    name: string,
    changes: Record<string, AuditChange>,
  ): Promise<void> {
    const verb = { 'game.created': 'Added', 'game.edited': 'Edited', 'game.deleted': 'Deleted' }[action];
    return this.deps.logs.writeAudit(trx, {
      actorId,
      action,
      target: { kind: 'game', id, name },
      changes,
      description: auditSentence(verb, 'game', name, changes),
      now: this.now(),
    });
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}

/** What a game's audit entry compares: its fields as answered, its slots as the asset ids they hold. */
async function gameSnapshot(trx: Transaction<Database>, id: number): Promise<Record<string, unknown>> {
  const filter = { withUnreleased: true, ids: [id] };
  const [row] = await selectGameRows(trx, filter);
  if (!row) return {};
  const lists = await selectGameLists(trx, filter, { videos: true, slots: GAME_ASSET_SLOTS });
  const {
    id: _id,
    assets,
    assetSlots,
    downloadableAssets,
    gameCentre,
    createdAt,
    updatedAt,
    ...fields
  } = presentDetail(row, lists, []);
  const slotIds = Object.fromEntries(
    Object.entries(assetSlots).map(([slot, refs]) => [slot, refs.map((ref) => ref.id)]),
  );
  return { ...fields, ...slotIds };
}
