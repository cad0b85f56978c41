import { auditChanges, PEOPLE_MESSAGES, regionLossMessage, type User } from '@portal/domain';
import type { OperatorDeleted, OperatorDetail, OperatorListItem } from '@portal/domain/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import { ASSET_TREES, itemRootKey } from '../assets/asset-policy.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import { thumbnailLink } from '../assets/assets.present.ts';
import type { LogsService } from '../logs/logs.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { LogoChange, OperatorFormInput } from './logo-form.ts';
import {
  countOperatorUsers,
  deleteOperatorRow,
  findOperatorIdByNameKey,
  insertOperator,
  listOperatorRows,
  type OperatorRow,
  operatorNameKey,
  regionsOfOperators,
  replaceOperatorRegions,
  updateOperatorRow,
} from './operators.repository.ts';

export interface OperatorsDeps {
  db: Kysely<Database>;
  assets: AssetServices;
  users: UsersService;
  logs: LogsService;
  clock: Clock;
}

/** The asset tree holding an operator's own files (its uploaded logo). */
export const operatorRootKey = (id: number) => itemRootKey(ASSET_TREES.operatorLogos, id);

const noSuchOperator = () => notFound(PEOPLE_MESSAGES.noSuchOperator);
const LOGO_NOT_AN_IMAGE = 'The logo must be an image (PNG, JPEG, GIF, WebP, AVIF, TIFF or SVG).';

function presentOperator(row: OperatorRow, regions: string[]): OperatorListItem {
  return {
    id: row.id,
    name: row.name,
    regions,
    logo:
      row.logo_asset_id === null ? null : { id: row.logo_asset_id, link: thumbnailLink(row.logo_asset_id) },
    userCount: Number(row.user_count ?? 0),
    createdAt: row.created_at,
  };
}

/**
 * Operator customers (SPEC §7 'Operators', issue 10): SA edits them, SA and AM read them to place
 * users. A logo is an image in the operator's tree (or one reused from the library), linked as its
 * thumbnail. Narrowing an operator's regions narrows its users' in the same transaction.
 */
export class OperatorsService {
  constructor(private readonly deps: OperatorsDeps) {}

  async list(): Promise<OperatorListItem[]> {
    const [rows, regions] = await Promise.all([
      listOperatorRows(this.deps.db),
      regionsOfOperators(this.deps.db),
    ]);
    return rows.map((row) => presentOperator(row, regions.get(row.id) ?? []));
  }

  async detail(actor: User, id: number): Promise<OperatorDetail> {
    const [row] = await listOperatorRows(this.deps.db, id);
    if (!row) throw noSuchOperator();
    const [regions, users] = await Promise.all([
      regionsOfOperators(this.deps.db, id),
      this.deps.users.list(actor, { operatorId: id }),
    ]);
    return { ...presentOperator(row, regions.get(id) ?? []), users };
  }

  /** POST /api/operator/create: type POST adds, PUT edits (fields not sent keep their value). */
  async save(actor: User, input: OperatorFormInput): Promise<OperatorDetail> {
    try {
      const form = input.fields;
      await this.checkLogo(input.logo);
      if (form.name !== undefined) await this.checkNameFree(form.name, form.id);
      const id =
        form.type === 'POST'
          ? await this.insert(actor, form.name!, form.regions ?? [], input.logo)
          : await this.update(actor, form.id!, form, input.logo);
      this.deps.users.peopleChanged();
      return await this.detail(actor, id);
    } finally {
      await this.deps.assets.uploads.discardStaged(input.staged);
    }
  }

  /** POST /api/operator/delete: refused while users belong to the operator. */
  async delete(actor: User, id: number): Promise<OperatorDeleted> {
    const [row] = await listOperatorRows(this.deps.db, id);
    if (!row) throw noSuchOperator();
    const now = this.now();
    const afterCommit = await this.deps.db.transaction().execute(async (trx) => {
      const users = await countOperatorUsers(trx, id);
      if (users > 0) throw new HttpError(409, PEOPLE_MESSAGES.operatorHasUsers(users));
      await deleteOperatorRow(trx, id);
      await this.deps.logs.writeAudit(trx, {
        actorId: actor.id,
        action: 'operator.deleted',
        target: { kind: 'operator', id, name: row.name },
        changes: {},
        description: `Deleted operator ${row.name}`,
        now,
      });
      // Its own files (an uploaded logo) go with it, in the same transaction.
      return this.deps.assets.trees.deleteTreeWithin(trx, operatorRootKey(id));
    });
    this.deps.users.peopleChanged();
    await afterCommit();
    return { id };
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────────

  private async insert(actor: User, name: string, regions: string[], logo: LogoChange): Promise<number> {
    const now = this.now();
    // The logo's tree is keyed by the new id: the row, the logo and the audit entry commit together.
    return this.writing(logo, async (trx) => {
      const id = await insertOperator(trx, name, now);
      await replaceOperatorRegions(trx, id, regions);
      const logoAssetId = await this.logoWithin(trx, id, name, logo, null);
      if (logoAssetId !== null) await updateOperatorRow(trx, id, { logoAssetId });
      const changes = auditChanges(null, { name, regions, logo: logoAssetId }, ['name', 'regions', 'logo']);
      await this.deps.logs.writeAudit(trx, {
        actorId: actor.id,
        action: 'operator.created',
        target: { kind: 'operator', id, name },
        changes,
        description: `Created operator ${name}`,
        now,
      });
      return id;
    }).catch(this.nameConflict(name));
  }

  private async update(
    actor: User,
    id: number,
    form: { name?: string; regions?: string[]; removeFromUsers?: boolean },
    logo: LogoChange,
  ): Promise<number> {
    const [current] = await listOperatorRows(this.deps.db, id);
    if (!current) throw noSuchOperator();
    const before = {
      name: current.name,
      regions: (await regionsOfOperators(this.deps.db, id)).get(id) ?? [],
      logo: current.logo_asset_id,
    };
    const name = form.name ?? before.name;
    // A replaced logo the operator uploaded goes; one reused from the library stays there.
    const ownLogo = before.logo !== null && (await this.isOwnFile(id, before.logo)) ? before.logo : null;
    const now = this.now();
    const afterCommit = await this.writing(logo, async (trx) => {
      const logoAssetId = await this.logoWithin(trx, id, name, logo, before.logo);
      const after = { name, regions: form.regions ?? before.regions, logo: logoAssetId };
      const changes = auditChanges(before, after, ['name', 'regions', 'logo']);
      await updateOperatorRow(trx, id, { name: after.name, logoAssetId });
      let narrowed = '';
      if ('regions' in changes) {
        await replaceOperatorRegions(trx, id, after.regions);
        const losses = await this.deps.users.narrowToOperatorRegions(trx, actor, id, after.regions, now);
        // Ask first (issue 28 item 11): the throw rolls the whole edit back.
        if (losses.length > 0 && !form.removeFromUsers) throw new HttpError(409, regionLossMessage(losses));
        if (losses.length > 0)
          narrowed = `; removed regions from ${losses.length} ${losses.length === 1 ? 'user' : 'users'}`;
      }
      if (Object.keys(changes).length > 0)
        await this.deps.logs.writeAudit(trx, {
          actorId: actor.id,
          action: 'operator.edited',
          target: { kind: 'operator', id, name: before.name },
          changes,
          description: `Edited operator ${before.name}${narrowed}`,
          now,
        });
      const afterCommits = [await this.deps.assets.trees.relabelRootWithin(trx, operatorRootKey(id), name)];
      if (ownLogo !== null && ownLogo !== logoAssetId)
        afterCommits.push(await this.deps.assets.trees.deleteWithin(trx, ownLogo));
      return async () => {
        for (const afterCommit of afterCommits) await afterCommit();
      };
    }).catch(this.nameConflict(name, id));
    await afterCommit();
    return id;
  }

  /** Runs `write` in one transaction; with an uploaded logo, one that stores it (storingFiles). */
  private writing<T>(logo: LogoChange, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return logo.kind === 'upload'
      ? this.deps.assets.uploads.storingFiles([logo.file], write)
      : this.deps.db.transaction().execute(write);
  }

  /** 400 unless an uploaded logo is an image sharp could render, or a reused one is an image. */
  private async checkLogo(logo: LogoChange): Promise<void> {
    if (logo.kind === 'upload' && logo.file.type !== 'image') throw badRequest(LOGO_NOT_AN_IMAGE);
    if (logo.kind === 'reuse') {
      const asset = await this.deps.assets.trees.find(logo.assetId);
      if (!asset || asset.type !== 'image')
        throw badRequest(`There is no image with id ${logo.assetId} to use as the logo.`);
    }
  }

  /**
   * Inside the save's transaction: the logo's asset id after the change (an upload goes into the
   * operator's tree).
   */
  private async logoWithin(
    trx: Transaction<Database>,
    id: number,
    name: string,
    logo: LogoChange,
    current: number | null,
  ): Promise<number | null> {
    switch (logo.kind) {
      case 'keep':
        return current;
      case 'remove':
        return null;
      case 'reuse':
        return logo.assetId;
      case 'upload': {
        const rootId = await this.deps.assets.uploads.ensureRootWithin(trx, operatorRootKey(id), name);
        const [assetId] = await this.deps.assets.uploads.insertStaged(trx, rootId, [logo.file]);
        return assetId!;
      }
    }
  }

  /** Whether the asset is in the operator's own tree (an uploaded logo, not one from the library). */
  private async isOwnFile(id: number, assetId: number): Promise<boolean> {
    return (await this.deps.assets.trees.find(assetId))?.root_key === operatorRootKey(id);
  }

  private async checkNameFree(name: string, id: number | undefined): Promise<void> {
    const holder = await findOperatorIdByNameKey(this.deps.db, operatorNameKey(name));
    if (holder !== undefined && holder !== id) throw new HttpError(409, PEOPLE_MESSAGES.operatorNameTaken);
  }

  /** A unique-index failure from a concurrent save of the same name becomes the 409 too. */
  private nameConflict(name: string, exceptId?: number) {
    return async (error: unknown): Promise<never> => {
      if (!(error instanceof HttpError)) {
        const holder = await findOperatorIdByNameKey(this.deps.db, operatorNameKey(name));
        if (holder !== undefined && holder !== exceptId)
          throw new HttpError(409, PEOPLE_MESSAGES.operatorNameTaken);
      }
      throw error;
    };
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}
