import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/kysely.ts';
import { treeOf } from '../modules/assets/asset-policy.ts';

/*
 * What must hold of the asset trees, their rows and their blobs whatever happened to the server (a
 * SIGKILL in the middle of a change included), read from a DATA_DIR and checked by pure functions
 * that answer the problems found, one sentence each.
 */

export interface AssetLine {
  id: number;
  parent_id: number | null;
  root_key: string;
  name: string;
  type: string;
  blob_sha256: string | null;
  size: number | null;
  thumbnail_sha256: string | null;
  preview_sha256: string | null;
}

/** A blob file: its name (the SHA-256 it claims), its size and the SHA-256 of what it holds. */
export interface BlobFile {
  sha256: string;
  size: number;
  contentSha256: string;
}

/** The items that own per-item trees ('game:3' belongs to game 3). */
export interface TreeOwners {
  games: Set<number>;
  drawGames: { popular: Set<number>; frequency: Set<number>; enhanced: Set<number> };
  users: Set<number>;
  operators: Set<number>;
}

export interface Snapshot {
  assets: AssetLine[];
  blobs: BlobFile[];
  temporaries: string[];
  owners: TreeOwners;
  games: { id: number; game_name: string }[];
  gameSlots: { game_id: number; slot: string; asset_id: number }[];
  /** The trash's entries (decision 140). */
  trash: { id: number; asset_id: number }[];
}

/** Every problem a snapshot shows, whatever the change that was cut off. */
export function consistencyProblems(snapshot: Snapshot): string[] {
  return [
    ...treeProblems(snapshot.assets),
    ...blobProblems(snapshot.assets, snapshot.blobs, snapshot.temporaries),
    ...ownerProblems(snapshot.assets, snapshot.owners),
    ...trashProblems(snapshot.assets, snapshot.trash),
  ];
}

/** Every tree of the trash ('trash:{entry}') has its entry, pointing at its top, and every entry its tree. */
function trashProblems(rows: AssetLine[], entries: Snapshot['trash']): string[] {
  const problems: string[] = [];
  const byKey = new Map(entries.map((entry) => [`trash:${entry.id}`, entry]));
  for (const root of rows) {
    if (root.parent_id !== null || !root.root_key.startsWith('trash:')) continue;
    const entry = byKey.get(root.root_key);
    if (!entry) problems.push(`the trashed ${root.id} (${root.name}) has no entry`);
    else if (entry.asset_id !== root.id)
      problems.push(`the entry ${entry.id} points at ${entry.asset_id}, not ${root.id}`);
  }
  for (const entry of entries) {
    const top = rows.find((row) => row.id === entry.asset_id);
    if (!top || top.parent_id !== null || top.root_key !== `trash:${entry.id}`)
      problems.push(`the trash entry ${entry.id} has no tree of its own`);
  }
  return problems;
}

/** The rows form trees: one root per key, every parent a folder of the same tree, no cycle, no twin names. */
export function treeProblems(rows: AssetLine[]): string[] {
  const problems: string[] = [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const roots = new Set<string>();
  const names = new Set<string>();
  for (const row of rows) {
    if (row.parent_id === null) {
      if (roots.has(row.root_key)) problems.push(`two roots are keyed ${row.root_key}`);
      roots.add(row.root_key);
      if (row.type !== 'folder') problems.push(`the root ${row.id} is not a folder`);
      continue;
    }
    const parent = byId.get(row.parent_id);
    if (!parent) problems.push(`asset ${row.id} (${row.name}) has no parent ${row.parent_id}`);
    else if (parent.type !== 'folder') problems.push(`asset ${row.id} is inside a ${parent.type}`);
    else if (parent.root_key !== row.root_key)
      problems.push(`asset ${row.id} is keyed ${row.root_key} inside a folder of ${parent.root_key}`);
    const name = `${row.parent_id}/${row.name.toLowerCase()}`;
    if (names.has(name)) problems.push(`two items of folder ${row.parent_id} are named ${row.name}`);
    names.add(name);
  }
  for (const row of rows) {
    let current: AssetLine | undefined = row;
    for (let steps = 0; current && current.parent_id !== null; steps++) {
      if (steps > rows.length) {
        problems.push(`asset ${row.id} is in a cycle`);
        break;
      }
      current = byId.get(current.parent_id);
    }
  }
  return problems;
}

/**
 * Every file row's blobs are on disk, whole (the recorded size, bytes matching the hash); every blob
 * on disk belongs to a row; no temporary file is left.
 */
export function blobProblems(rows: AssetLine[], blobs: BlobFile[], temporaries: string[]): string[] {
  const problems: string[] = [];
  const onDisk = new Map(blobs.map((blob) => [blob.sha256, blob]));
  const referenced = new Set<string>();
  for (const row of rows) {
    if (row.type === 'folder') continue;
    if (row.blob_sha256 === null) {
      problems.push(`file ${row.id} (${row.name}) has no blob`);
      continue;
    }
    for (const [what, sha256, size] of [
      ['blob', row.blob_sha256, row.size],
      ['thumbnail', row.thumbnail_sha256, null],
      ['preview', row.preview_sha256, null],
    ] as const) {
      if (sha256 === null) continue;
      referenced.add(sha256);
      const blob = onDisk.get(sha256);
      if (!blob) problems.push(`the ${what} of file ${row.id} (${row.name}) is missing`);
      else if (size !== null && blob.size !== Number(size))
        problems.push(`the ${what} of file ${row.id} has ${blob.size} bytes, ${size} recorded`);
      else if (blob.contentSha256 !== sha256) problems.push(`the ${what} of file ${row.id} is damaged`);
    }
  }
  for (const blob of blobs) {
    if (!referenced.has(blob.sha256)) problems.push(`blob ${blob.sha256} belongs to no row`);
  }
  if (temporaries.length > 0) problems.push(`temporary files are left: ${temporaries.join(', ')}`);
  return problems;
}

/**
 * Every per-item tree belongs to an item that exists, except what a deleted game or draw game left
 * because other records still use it (labelled '… (deleted game)', '… (deleted)').
 */
export function ownerProblems(rows: AssetLine[], owners: TreeOwners): string[] {
  const problems: string[] = [];
  for (const root of rows) {
    if (root.parent_id !== null || root.root_key.startsWith('trash:')) continue;
    const found = treeOf(root.root_key);
    if (!found) {
      problems.push(`the root ${root.id} has an unknown key ${root.root_key}`);
      continue;
    }
    const { tree, ownerId } = found;
    if (ownerId === null || !tree.key.endsWith(':')) continue;
    const items =
      tree.owner === 'game'
        ? owners.games
        : tree.owner === 'user'
          ? owners.users
          : tree.owner === undefined
            ? owners.operators
            : owners.drawGames[tree.owner];
    if (items.has(ownerId)) continue;
    const keptLabel = tree.owner === 'game' ? ' (deleted game)' : ' (deleted)';
    if (tree.owner !== 'user' && tree.owner !== undefined && root.name.endsWith(keptLabel)) continue;
    problems.push(`the tree ${root.root_key} (${root.name}) belongs to nothing`);
  }
  return problems;
}

/** Rows of `rows` at `id` and below it. */
export function subtreeOf(rows: AssetLine[], id: number): AssetLine[] {
  const children = new Map<number, AssetLine[]>();
  for (const row of rows) {
    if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }
  const top = rows.find((row) => row.id === id);
  if (!top) return [];
  const found = [top];
  for (let index = 0; index < found.length; index++) found.push(...(children.get(found[index]!.id) ?? []));
  return found;
}

/**
 * Reads the SQLite database and the blob folder under `dataDir`. Blobs are hashed once per name,
 * size and time written, and remembered in `hashed`, so reading again after each of many crashes stays quick.
 */
export async function readSnapshot(dataDir: string, hashed = new Map<string, string>()): Promise<Snapshot> {
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
  try {
    const { db } = database;
    const ids = async (table: OwnerTable) =>
      new Set((await db.selectFrom(table).select('id').execute()).map((row) => row.id));
    const assets = await db
      .selectFrom('assets')
      .select([
        'id',
        'parent_id',
        'root_key',
        'name',
        'type',
        'blob_sha256',
        'size',
        'thumbnail_sha256',
        'preview_sha256',
      ])
      .execute();
    return {
      assets,
      ...readBlobFolder(path.join(dataDir, 'blobs'), hashed),
      owners: {
        games: await ids('games'),
        drawGames: {
          popular: await ids('popular_draw_games'),
          frequency: await ids('frequency_draw_games'),
          enhanced: await ids('enhanced_features'),
        },
        users: await ids('users'),
        operators: await ids('operators'),
      },
      games: await db.selectFrom('games').select(['id', 'game_name']).execute(),
      gameSlots: await db.selectFrom('game_assets').select(['game_id', 'slot', 'asset_id']).execute(),
      trash: await db.selectFrom('asset_trash').select(['id', 'asset_id']).execute(),
    };
  } finally {
    await database.destroy();
  }
}

type OwnerTable =
  | 'games'
  | 'popular_draw_games'
  | 'frequency_draw_games'
  | 'enhanced_features'
  | 'users'
  | 'operators';

function readBlobFolder(
  root: string,
  hashed: Map<string, string>,
): { blobs: BlobFile[]; temporaries: string[] } {
  if (!fs.existsSync(root)) return { blobs: [], temporaries: [] };
  const blobs: BlobFile[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^[0-9a-f]{64}$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = fs.statSync(file);
    const key = `${entry.name}:${size}:${mtimeMs}`;
    let contentSha256 = hashed.get(key);
    if (contentSha256 === undefined) {
      contentSha256 = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      hashed.set(key, contentSha256);
    }
    blobs.push({ sha256: entry.name, size, contentSha256 });
  }
  const tempDir = path.join(root, 'tmp');
  return { blobs, temporaries: fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : [] };
}
