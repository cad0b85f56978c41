import {
  auditSentence,
  FREQUENCY_CHANNELS,
  fullName,
  type Principal,
  recordChanges,
  seesUnpublishedDrawGames,
  type User,
} from '@portal/domain';
import {
  type AssetRef,
  type AuditAction,
  type AuditChange,
  DRAW_GAME_DETAIL_FIELDS,
  type DrawGameCreateForm,
  type DrawGameDetail,
  type DrawGameKind,
  type DrawGameRestoreForm,
  type DrawGameRevision,
  type DrawGameRevisionsQuery,
  type DrawGameSummary,
  type GameAssetSlot,
  staleSaveMessage,
} from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { indexDrawGames } from '../../db/search-index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sanitiseDescription } from '../../lib/rich-text.ts';
import type { Clock } from '../../lib/time.ts';
import { validate } from '../../lib/validate.ts';
import { ASSET_TREES, type AssetTree, itemRootKey } from '../assets/asset-policy.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { LogsService } from '../logs/logs.service.ts';
import type { CheckedAssetForm } from '../showcase/asset-form.ts';
import { presentSlots } from '../showcase/slots.presenter.ts';
import {
  deleteKeepingShared,
  type ShowcaseKind,
  type ShowcaseSave,
  type SlotEntries,
  saveFromForm,
  saveWithSlots,
} from '../showcase/slots.ts';
import {
  type DrawGameColumns,
  type DrawGameFilter,
  type DrawGameRevisionRow,
  type DrawGameRow,
  deleteDrawGame,
  insertDrawGame,
  nextDrawGameRevision,
  replaceChannels,
  replaceDrawGameSlots,
  type SavedBy,
  selectChannels,
  selectDrawGameRevisions,
  selectDrawGameRows,
  selectSlotAssets,
  updateDrawGame,
} from './draw-games.repository.ts';

export interface DrawGamesDeps {
  db: Kysely<Database>;
  assets: AssetServices;
  clock: Clock;
  logs: LogsService;
}

type Caller = Principal | null | undefined;

const KIND_LABELS: Record<DrawGameKind, string> = {
  popular: 'popular draw game',
  frequency: 'frequency draw game',
  enhanced: 'enhanced feature',
};

const TREES: Record<DrawGameKind, AssetTree> = {
  popular: ASSET_TREES.popularDrawGames,
  frequency: ASSET_TREES.frequencyDrawGames,
  enhanced: ASSET_TREES.enhancedFeatures,
};

/** The root key of an item's asset tree ('popular-draw-game:3'). */
export function drawGameRootKey(kind: DrawGameKind, id: number): string {
  return itemRootKey(TREES[kind], id);
}

const noSuchItem = (kind: DrawGameKind) => notFound(`There is no ${KIND_LABELS[kind]} with this id.`);

/** What a revision keeps of an item: its words, not its files (decision 090). */
interface RevisionDocument {
  name: string;
  live: boolean;
  details: object;
  channels: string[];
}

/** One save: its starting revision (null: not checked), who saved it and when. */
interface SaveCheck {
  baseRevision: number | null | undefined;
  saved: SavedBy;
}

/** How each kind keeps its trees and slots, for saveWithSlots. */
const SHOWCASE_KINDS = Object.fromEntries(
  (Object.keys(TREES) as DrawGameKind[]).map((kind): [DrawGameKind, ShowcaseKind] => [
    kind,
    {
      tree: (id, name) => ({ rootKey: drawGameRootKey(kind, id), label: name }),
      replaceSlots: (trx, id, slots) => replaceDrawGameSlots(trx, kind, id, slots),
    },
  ]),
) as Record<DrawGameKind, ShowcaseKind>;

/**
 * Popular draw games, frequency draw games and enhanced features (SPEC §7 'Draw games'). Everyone
 * reads the live ones; items that are not live reach only the SA who edits them.
 */
export class DrawGamesService {
  constructor(private readonly deps: DrawGamesDeps) {}

  /** POST /api/{kind}/all. */
  async all(
    kind: DrawGameKind,
    query: { isActive?: boolean; depth: 0 | 1 },
    caller: Caller,
  ): Promise<DrawGameSummary[]> {
    return this.read(kind, { ...this.visibility(caller), isActive: query.isActive }, query.depth);
  }

  /** GET /api/popular-draw-game/get (and the same for any kind). */
  async get(
    kind: DrawGameKind,
    id: number,
    query: { isActive?: boolean; depth: 0 | 1 },
    caller: Caller,
  ): Promise<DrawGameSummary> {
    const [item] = await this.read(
      kind,
      { ...this.visibility(caller), ids: [id], isActive: query.isActive },
      query.depth,
    );
    if (!item) throw noSuchItem(kind);
    return item;
  }

  /**
   * POST /api/{kind}/create: type POST adds, type PUT edits (fields left out keep their value).
   * Files sent with the form go into the item's tree, then into their slots.
   */
  save(
    kind: DrawGameKind,
    form: CheckedAssetForm<DrawGameCreateForm>,
    editor: User,
  ): Promise<DrawGameDetail> {
    return saveFromForm(this.deps, form, async () => {
      const { fields: request, sent: fields, slots } = form;
      const check = { baseRevision: request.baseRevision, saved: savedBy(editor, this.now()) };
      let save: ShowcaseSave;
      if (request.type === 'POST') {
        const details = this.details(kind, {}, fields);
        save = this.addition(
          kind,
          { name: request.name!, live: request.live ?? false, details },
          request.channels ?? [],
          slots,
          check.saved,
        );
      } else {
        const [current] = await selectDrawGameRows(this.deps.db, kind, {
          withUnpublished: true,
          ids: [request.id!],
        });
        if (!current) throw noSuchItem(kind);
        const details = this.details(kind, JSON.parse(current.details), fields);
        const channels = request.channels ?? (await this.channelsOf(kind, current.id));
        save = this.edit(
          kind,
          current,
          { name: request.name ?? current.name, live: request.live ?? current.live === 1, details },
          channels,
          slots,
          check,
        );
      }
      const id = await saveWithSlots(this.deps, SHOWCASE_KINDS[kind], save);
      return (await this.read(kind, { withUnpublished: true, ids: [id] }, 1))[0] as DrawGameDetail;
    });
  }

  /**
   * POST /api/{kind}/delete: the item's rows and its tree in one transaction, except the files other
   * records use.
   */
  async delete(kind: DrawGameKind, id: number, actorId: number | null): Promise<{ id: number }> {
    const [row] = await selectDrawGameRows(this.deps.db, kind, { withUnpublished: true, ids: [id] });
    if (!row) throw noSuchItem(kind);
    const afterCommit = await deleteKeepingShared(
      this.deps,
      async (trx) => {
        await deleteDrawGame(trx, kind, id);
        await indexDrawGames(trx, kind, [id]);
        await this.audit(trx, actorId, 'draw-game.deleted', kind, { id, name: row.name }, {});
      },
      { rootKey: drawGameRootKey(kind, id), keptLabel: `${row.name} (deleted)` },
      { drawGame: { kind, id } },
    );
    await afterCommit();
    return { id };
  }

  /** GET /api/{items}/revisions (SA): the item's latest revisions, newest first. */
  async revisions(kind: DrawGameKind, query: DrawGameRevisionsQuery): Promise<DrawGameRevision[]> {
    await this.existing(kind, query.id);
    const rows = await selectDrawGameRevisions(this.deps.db, kind, query.id, { limit: query.limit });
    return rows.map((row) => {
      const document = JSON.parse(row.document) as RevisionDocument;
      return {
        id: row.draw_game_id,
        kind,
        revision: row.revision,
        savedAt: row.saved_at,
        savedBy: row.saved_by,
        name: document.name,
        live: document.live,
        details: document.details,
        channels: document.channels,
      } as DrawGameRevision;
    });
  }

  /**
   * POST /api/{items}/restore (SA): an earlier revision's words saved again as the item's newest,
   * checked like an edit; its files stay as they are.
   */
  async restore(kind: DrawGameKind, form: DrawGameRestoreForm, editor: User): Promise<DrawGameDetail> {
    const current = await this.existing(kind, form.id);
    const [row] = await selectDrawGameRevisions(this.deps.db, kind, form.id, {
      limit: 1,
      revision: form.revision,
    });
    if (!row) throw notFound(`There is no such revision of this ${KIND_LABELS[kind]}.`);
    const document = JSON.parse(row.document) as RevisionDocument;
    const check = { baseRevision: form.baseRevision, saved: savedBy(editor, this.now()) };
    const save = this.edit(
      kind,
      current,
      { name: document.name, live: document.live, details: document.details },
      document.channels,
      new Map(),
      check,
    );
    const id = await saveWithSlots(this.deps, SHOWCASE_KINDS[kind], save);
    return (await this.read(kind, { withUnpublished: true, ids: [id] }, 1))[0] as DrawGameDetail;
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  private now(): string {
    return this.deps.clock().toISOString();
  }

  private async existing(kind: DrawGameKind, id: number): Promise<DrawGameRow> {
    const [row] = await selectDrawGameRows(this.deps.db, kind, { withUnpublished: true, ids: [id] });
    if (!row) throw noSuchItem(kind);
    return row;
  }

  private async channelsOf(kind: DrawGameKind, id: number): Promise<string[]> {
    if (kind !== 'frequency') return [];
    return (await selectChannels(this.deps.db, [id])).get(id) ?? [];
  }

  /**
   * Inside a save's transaction: keeps `document` as the item's next revision, or refuses with 409
   * when the item moved on from the revision the save started from (none named: whatever it is at).
   */
  private async nextRevision(
    trx: Transaction<Database>,
    kind: DrawGameKind,
    current: DrawGameRow,
    document: RevisionDocument,
    check: SaveCheck,
  ): Promise<void> {
    const from = check.baseRevision ?? (await this.revisionNow(trx, kind, current.id));
    const json = JSON.stringify(document);
    if ((await nextDrawGameRevision(trx, kind, current.id, from, json, check.saved)) !== null) return;
    const [now] = await selectDrawGameRows(trx, kind, { withUnpublished: true, ids: [current.id] });
    const [last] = now
      ? await selectDrawGameRevisions(trx, kind, current.id, { limit: 1, revision: now.revision })
      : [];
    const what = `This ${KIND_LABELS[kind]}`;
    throw new HttpError(409, staleSaveMessage(what, lastSaver(last), now?.updated_at ?? null));
  }

  private async revisionNow(trx: Transaction<Database>, kind: DrawGameKind, id: number): Promise<number> {
    const [row] = await selectDrawGameRows(trx, kind, { withUnpublished: true, ids: [id] });
    return row?.revision ?? 0;
  }

  private visibility(caller: Caller): Pick<DrawGameFilter, 'withUnpublished'> {
    return { withUnpublished: seesUnpublishedDrawGames(caller) };
  }

  /** The item's details: what it had, overlaid with the fields sent, checked by its kind's schema. */
  private details(kind: DrawGameKind, current: object, fields: Record<string, unknown>): object {
    const details = validate(DRAW_GAME_DETAIL_FIELDS[kind], { ...current, ...fields });
    return { ...details, description: sanitiseDescription(details.description) };
  }

  private addition(
    kind: DrawGameKind,
    item: DrawGameColumns,
    channels: string[],
    slots: SlotEntries,
    saved: SavedBy,
  ): ShowcaseSave {
    return {
      id: null,
      name: item.name,
      slots,
      write: async (trx, stored) => {
        const id = await insertDrawGame(trx, kind, item, saved.at);
        if (kind === 'frequency') await replaceChannels(trx, id, channels);
        await replaceDrawGameSlots(trx, kind, id, stored);
        await indexDrawGames(trx, kind, [id]);
        const document = { ...item, channels: kind === 'frequency' ? channels : [] };
        await nextDrawGameRevision(trx, kind, id, 0, JSON.stringify(document), saved);
        return id;
      },
      written: async (trx, id) => {
        const changes = recordChanges(null, await drawGameSnapshot(trx, kind, id));
        await this.audit(trx, saved.byId, 'draw-game.created', kind, { id, name: item.name }, changes);
      },
    };
  }

  private edit(
    kind: DrawGameKind,
    current: DrawGameRow,
    item: DrawGameColumns,
    channels: string[],
    slots: SlotEntries,
    check: SaveCheck,
  ): ShowcaseSave {
    const { id } = current;
    let before: Record<string, unknown> = {};
    return {
      id,
      name: item.name,
      slots,
      write: async (trx, stored) => {
        before = await drawGameSnapshot(trx, kind, id);
        const document = { ...item, channels: kind === 'frequency' ? channels : [] };
        await this.nextRevision(trx, kind, current, document, check);
        await updateDrawGame(trx, kind, id, item, check.saved.at);
        if (kind === 'frequency') await replaceChannels(trx, id, channels);
        await replaceDrawGameSlots(trx, kind, id, stored);
        await indexDrawGames(trx, kind, [id]);
        return id;
      },
      written: async (trx) => {
        const changes = recordChanges(before, await drawGameSnapshot(trx, kind, id));
        await this.audit(trx, check.saved.byId, 'draw-game.edited', kind, { id, name: item.name }, changes);
      },
    };
  }

  private audit(
    trx: Kysely<Database>,
    actorId: number | null,
    action: Extract<AuditAction, `draw-game.${string}`>,
    kind: DrawGameKind,
    item: { id: number; name: string },
    changes: Record<string, AuditChange>,
  ): Promise<void> {
    const verb = {
      'draw-game.created': 'Added',
      'draw-game.edited': 'Edited',
      'draw-game.deleted': 'Deleted',
    }[action];
    return this.deps.logs.writeAudit(trx, {
      actorId,
      action,
      target: { kind: 'draw-game', id: item.id, name: item.name },
      changes,
      description: auditSentence(verb, KIND_LABELS[kind], item.name, changes),
      now: this.deps.clock().toISOString(),
    });
  }

  private async read(kind: DrawGameKind, filter: DrawGameFilter, depth: 0 | 1): Promise<DrawGameDetail[]> {
    const rows = await selectDrawGameRows(this.deps.db, kind, filter);
    const ids = rows.map((row) => row.id);
    const [channels, slotRows] = await Promise.all([
      kind === 'frequency' ? selectChannels(this.deps.db, ids) : Promise.resolve(new Map<number, string[]>()),
      selectSlotAssets(this.deps.db, kind, ids),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const assetSlots = presentSlots(slotRows.filter((entry) => entry.draw_game_id === row.id));
        const summary = presentDrawGame(kind, row, channels.get(row.id) ?? [], assetSlots);
        if (depth === 0) return summary as DrawGameDetail;
        const tree = await this.deps.assets.trees.tree(drawGameRootKey(kind, row.id));
        return { ...summary, gameCentre: tree ? [tree] : [] };
      }),
    );
  }
}

function presentDrawGame(
  kind: DrawGameKind,
  row: DrawGameRow,
  channels: string[],
  assetSlots: Record<GameAssetSlot, AssetRef[]>,
): DrawGameSummary {
  return {
    id: row.id,
    kind,
    name: row.name,
    live: row.live === 1,
    details: JSON.parse(row.details),
    channels: FREQUENCY_CHANNELS.map((channel) => channel.value).filter((value) => channels.includes(value)),
    assets: assetSlots.thumbnail,
    assetSlots,
    downloadableAssets: assetSlots.downloadableAssets,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    revision: row.revision,
  };
}

function savedBy(editor: User, at: string): SavedBy {
  return { at, byId: editor.id, by: fullName(editor) };
}

const lastSaver = (row: DrawGameRevisionRow | undefined) => row?.saved_by ?? null;

/**
 * What a draw game's audit entry compares: its name, live flag, each field of its details, its
 * channels and its slots as the asset ids they hold.
 */
async function drawGameSnapshot(
  trx: Transaction<Database>,
  kind: DrawGameKind,
  id: number,
): Promise<Record<string, unknown>> {
  const [row] = await selectDrawGameRows(trx, kind, { withUnpublished: true, ids: [id] });
  if (!row) return {};
  const channels = kind === 'frequency' ? ((await selectChannels(trx, [id])).get(id) ?? []) : [];
  const slots = presentSlots(await selectSlotAssets(trx, kind, [id]));
  return {
    name: row.name,
    live: row.live === 1,
    ...(JSON.parse(row.details) as Record<string, unknown>),
    ...(kind === 'frequency' ? { channels: [...channels].sort() } : {}),
    ...Object.fromEntries(Object.entries(slots).map(([slot, refs]) => [slot, refs.map((ref) => ref.id)])),
  };
}
