import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordDownloads } from '../modules/analytics/analytics.repository.ts';
import { type DownloadRecordRow, downloadRecordRow } from '../modules/analytics/recorder.ts';
import { ASSET_TREES, treeOf } from '../modules/assets/asset-policy.ts';
import { mulberry32 } from './random.ts';

/** How far back the demo's download history goes. */
const HISTORY_DAYS = 120;
const DAY_MS = 86_400_000;

interface Downloadable {
  id: number;
  name: string;
  rootKey: string;
  kind: 'file' | 'zip';
  bytes: number;
  gameId: number | null;
}

/**
 * A few months of recorded downloads (issue 12 item 6), so the dashboard shows real shapes on first
 * start: busier weekdays than weekends, a slow rise, a burst after each game's release, a few games
 * and files far more popular than the rest, and each operator's users downloading from their own
 * default region. Written in multi-row inserts.
 */
export async function seedDownloads(db: Kysely<Database>, now: Date): Promise<number> {
  // Seeded: the demo draws the same history on every machine.
  const random = mulberry32(20_261_123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  /** Index 0 most often, then fewer and fewer (a long tail). */
  const popular = <T>(items: readonly T[]): T => items[Math.floor(items.length * random() ** 2.2)]!;

  const [downloadables, users, releases] = await Promise.all([
    readDownloadables(db),
    readDownloaders(db),
    db.selectFrom('games').select(['id', 'release_date']).where('is_active', '=', 1).execute(),
  ]);
  if (downloadables.length === 0 || users.length === 0) return 0;
  const gameFiles = downloadables.filter((item) => item.gameId !== null);
  const otherFiles = downloadables.filter((item) => item.gameId === null);
  // Operator buyers download more than provider staff.
  const downloaders = users.flatMap((user) => (user.operator_id === null ? [user] : [user, user, user]));

  const rows: DownloadRecordRow[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let ago = HISTORY_DAYS - 1; ago >= 0; ago -= 1) {
    const dayStart = today - ago * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const trend = 1 + (HISTORY_DAYS - ago) / HISTORY_DAYS;
    const launched = releases.filter((game) => {
      const released = game.release_date ? Date.parse(`${game.release_date}T00:00:00Z`) : Number.NaN;
      return dayStart >= released && dayStart < released + 7 * DAY_MS;
    });
    const count = Math.round((weekend ? 6 : 24) * trend * (0.7 + random() * 0.6));
    for (let n = 0; n < count + launched.length * 12; n += 1) {
      const launch = n >= count ? launched[(n - count) % launched.length]! : null;
      const launchFiles = launch ? gameFiles.filter((item) => item.gameId === launch.id) : [];
      const item =
        launchFiles.length > 0
          ? pick(launchFiles)
          : random() < 0.75 && gameFiles.length > 0
            ? popular(gameFiles)
            : popular(otherFiles.length > 0 ? otherFiles : gameFiles);
      const user = pick(downloaders);
      // Mostly office hours, UTC.
      const at = new Date(dayStart + (8 + random() * 10) * 3_600_000);
      if (at > now) continue;
      rows.push(
        downloadRecordRow({
          kind: item.kind,
          asset: item,
          user: {
            id: user.id,
            operator:
              user.operator_id === null ? null : { id: user.operator_id, name: '', logo: null, regions: [] },
            regions: user.region ? [{ region: user.region, isDefault: true }] : [],
          },
          bytes: item.bytes,
          at,
        }),
      );
    }
  }
  rows.sort((a, b) => (a.downloaded_at < b.downloaded_at ? -1 : 1));
  await recordDownloads(db, rows);
  return rows.length;
}

/** Files of the game trees and the resource library, and their top folders as zips (with their size). */
async function readDownloadables(db: Kysely<Database>): Promise<Downloadable[]> {
  const rows = await db
    .selectFrom('assets')
    .select(['id', 'parent_id', 'name', 'root_key', 'type', 'size'])
    .execute();
  const inScope = rows.filter((row) => {
    const tree = treeOf(row.root_key)?.tree;
    return tree === ASSET_TREES.games || tree === ASSET_TREES.library;
  });
  const byId = new Map(inScope.map((row) => [row.id, row]));
  const folderBytes = new Map<number, number>();
  for (const row of inScope) {
    if (row.type === 'folder') continue;
    for (let parent = row.parent_id; parent !== null; parent = byId.get(parent)?.parent_id ?? null) {
      folderBytes.set(parent, (folderBytes.get(parent) ?? 0) + Number(row.size ?? 0));
    }
  }
  return inScope.flatMap((row): Downloadable[] => {
    const tree = treeOf(row.root_key);
    const gameId = tree?.tree === ASSET_TREES.games ? tree.ownerId : null;
    const base = { id: row.id, name: row.name, rootKey: row.root_key, gameId };
    if (row.type !== 'folder') return [{ ...base, kind: 'file', bytes: Number(row.size ?? 0) }];
    // Folders one level under a root, with files in them: what people zip.
    const isTopFolder = row.parent_id !== null && byId.get(row.parent_id)?.parent_id === null;
    const bytes = folderBytes.get(row.id) ?? 0;
    return isTopFolder && bytes > 0 ? [{ ...base, kind: 'zip', bytes }] : [];
  });
}

/** Enabled accounts that may download (not guests), with their operator and default region. */
function readDownloaders(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('user_regions', (join) =>
      join.onRef('user_regions.user_id', '=', 'users.id').on('user_regions.is_default', '=', 1),
    )
    .select(['users.id', 'users.operator_id', 'user_regions.region'])
    .where('users.active', '=', 1)
    .where('users.user_type', '!=', 'guest')
    .where('users.password_hash', 'is not', null)
    .orderBy('users.id')
    .execute();
}
