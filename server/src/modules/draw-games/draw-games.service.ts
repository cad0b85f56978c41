import {
  auditSentence,
  FREQUENCY_CHANNELS,
  type Principal,
  recordChanges,
  seesUnpublishedDrawGames,
} from '@portal/domain';
import {
  type AssetRef,
  type AuditAction,
  type AuditChange,
  DRAW_GAME_DETAIL_FIELDS,
  type DrawGameContent,
  type DrawGameContentForm,
  type DrawGameCreateForm,
  type DrawGameDetail,
  type DrawGameKind,
  type DrawGameSummary,
  type GameAssetSlot,
} from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import { validate } from '../../lib/validate.ts';
import { ASSET_TREES, type AssetTree, itemRootKey } from '../assets/asset-policy.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { LogsService } from '../logs/logs.service.ts';
import type { CheckedAssetForm } from '../showcase/asset-form.ts';
import { sanitiseRichText } from '../showcase/rich-text.ts';
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
  type DrawGameRow,
  deleteDrawGame,
  insertDrawGame,
  readContent,
  replaceChannels,
  replaceDrawGameSlots,
  selectChannels,
  selectDrawGameRows,
  selectSlotAssets,
  updateDrawGame,
  writeContent,
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
    actorId: number | null,
  ): Promise<DrawGameDetail> {
    return saveFromForm(this.deps, form, async () => {
      const { fields: request, sent: fields, slots } = form;
      let save: ShowcaseSave;
      if (request.type === 'POST') {
        const details = this.details(kind, {}, fields);
        save = this.addition(
          kind,
          { name: request.name!, live: request.live ?? false, details },
          request.channels ?? [],
          slots,
          actorId,
        );
      } else {
        const [current] = await selectDrawGameRows(this.deps.db, kind, {
          withUnpublished: true,
          ids: [request.id!],
        });
        if (!current) throw noSuchItem(kind);
        const details = this.details(kind, JSON.parse(current.details), fields);
        save = this.edit(
          kind,
          current.id,
          { name: request.name ?? current.name, live: request.live ?? current.live === 1, details },
          request.channels,
          slots,
          actorId,
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
        await this.audit(trx, actorId, 'draw-game.deleted', kind, { id, name: row.name }, {});
      },
      { rootKey: drawGameRootKey(kind, id), keptLabel: `${row.name} (deleted)` },
      { drawGame: { kind, id } },
    );
    await afterCommit();
    return { id };
  }

  /** The copy around a kind's list; empty until an SA writes it. */
  async content(kind: DrawGameKind): Promise<DrawGameContent> {
    const stored = await readContent(this.deps.db, kind);
    if (!stored) return { title: '', introduction: '', sections: [], updatedAt: null };
    return { ...JSON.parse(stored.document), updatedAt: stored.updated_at };
  }

  /**
   * POST /api/{kind}-content/create: replaces the kind's content document (rich text sanitised), with
   * its audit entry in the same transaction.
   */
  async saveContent(
    kind: DrawGameKind,
    form: DrawGameContentForm,
    actorId: number | null,
  ): Promise<DrawGameContent> {
    const document = {
      title: form.title,
      introduction: sanitiseRichText(form.introduction),
      sections: form.sections.map((section) => ({
        title: section.title,
        body: sanitiseRichText(section.body),
      })),
    };
    const now = this.deps.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const stored = await readContent(trx, kind);
      const before = stored ? (JSON.parse(stored.document) as Record<string, unknown>) : null;
      await writeContent(trx, kind, document, now);
      const changes = recordChanges(before ?? {}, document);
      const page = `${KIND_LABELS[kind]}s page`;
      await this.deps.logs.writeAudit(trx, {
        actorId,
        action: 'page.edited',
        target: { kind: 'page', id: null, name: page },
        changes,
        description: auditSentence('Edited', 'the', page, changes),
        now,
      });
    });
    return this.content(kind);
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  private visibility(caller: Caller): Pick<DrawGameFilter, 'withUnpublished'> {
    return { withUnpublished: seesUnpublishedDrawGames(caller) };
  }

  /** The item's details: what it had, overlaid with the fields sent, checked by its kind's schema. */
  private details(kind: DrawGameKind, current: object, fields: Record<string, unknown>): object {
    const details = validate(DRAW_GAME_DETAIL_FIELDS[kind], { ...current, ...fields });
    return { ...details, description: sanitiseRichText(details.description) };
  }

  private addition(
    kind: DrawGameKind,
    item: DrawGameColumns,
    channels: string[],
    slots: SlotEntries,
    actorId: number | null,
  ): ShowcaseSave {
    return {
      id: null,
      name: item.name,
      slots,
      write: async (trx, stored) => {
        const id = await insertDrawGame(trx, kind, item, this.deps.clock().toISOString());
        if (kind === 'frequency') await replaceChannels(trx, id, channels);
        await replaceDrawGameSlots(trx, kind, id, stored);
        return id;
      },
      written: async (trx, id) => {
        const changes = recordChanges(null, await drawGameSnapshot(trx, kind, id));
        await this.audit(trx, actorId, 'draw-game.created', kind, { id, name: item.name }, changes);
      },
    };
  }

  private edit(
    kind: DrawGameKind,
    id: number,
    item: DrawGameColumns,
    channels: string[] | undefined,
    slots: SlotEntries,
    actorId: number | null,
  ): ShowcaseSave {
    let before: Record<string, unknown> = {};
    return {
      id,
      name: item.name,
      slots,
      write: async (trx, stored) => {
        before = await drawGameSnapshot(trx, kind, id);
        await updateDrawGame(trx, kind, id, item, this.deps.clock().toISOString());
        if (kind === 'frequency' && channels !== undefined) await replaceChannels(trx, id, channels);
        await replaceDrawGameSlots(trx, kind, id, stored);
        return id;
      },
      written: async (trx) => {
        const changes = recordChanges(before, await drawGameSnapshot(trx, kind, id));
        await this.audit(trx, actorId, 'draw-game.edited', kind, { id, name: item.name }, changes);
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
  };
}

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
