import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DirectoryItem, GameDetail } from '@portal/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/kysely.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { MINIMAL_PDF, pngOf } from './modules/games/test-support.ts';
import { consistencyProblems, readSnapshot, type Snapshot, subtreeOf } from './test/consistency.ts';
import { type RealServer, sleep, startDemoServer, startRealServer } from './test/real-server.ts';
import { searchIndexProblems } from './test/search-consistency.ts';
import { usingPostgres } from './test/test-app.ts';

/*
 * Crash and load (issue 13 item 4): the real server, in its own process, is killed with SIGKILL at a
 * random moment during a move, a rename, a folder delete to the trash, a restore and a purge of it, a game save with uploads, a game delete
 * and a user delete, then started again on the same DATA_DIR. Each time the trees, rows and blobs
 * must be consistent (consistency.ts: no orphan, no half file, no temporary left) and the change must
 * have happened entirely or not at all, and the search index must agree with the rows (issue 29:
 * its documents are written in the change's transaction). The moment is drawn between 0 and the time the change took
 * when nothing cut it off. CRASH_REPEATS (default 2) sets how many kills each change gets.
 */

const REPEATS = Number(process.env.CRASH_REPEATS ?? 2);
const PASSWORD = 'crash-test-password';

type Outcome = { state: 'done' | 'not done' } | { state: 'half'; why: string };
const DONE: Outcome = { state: 'done' };
const NOT_DONE: Outcome = { state: 'not done' };
const half = (why: string): Outcome => ({ state: 'half', why });

interface Upload {
  field: string;
  name: string;
  content: Buffer;
}

/** The calls of SPEC §7 as the SA makes them, against whichever server is running now. */
interface Api {
  call<T>(method: 'GET' | 'POST', url: string, fields?: Record<string, string>, files?: Upload[]): Promise<T>;
  /** The same call as `token`'s holder. */
  callAs<T>(token: string, url: string): Promise<T>;
}

interface Operation<P> {
  name: string;
  /** Makes what the change works on, through the API. */
  prepare(api: Api, round: number): Promise<P>;
  /** Sends the change; settles once the server answered. */
  run(api: Api, prepared: P): Promise<unknown>;
  /** Whether the snapshot shows the change done, not done, or half done. */
  outcome(snapshot: Snapshot, prepared: P): Outcome;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-load-'));
const hashed = new Map<string, string>();
let server: RealServer;
let port = 0;
let saToken = '';
let passwordHash = '';
/** A game whose centre receives the moved folders. */
let centreId = 0;

function api(): Api {
  const send = async <T>(url: string, init: RequestInit): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${url}`, init);
    const answer = (await response.json()) as { data: T; error: string | null };
    if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${answer.error}`);
    return answer.data;
  };
  return {
    call: (method, url, fields = {}, files = []) => {
      if (method === 'GET') return send(url, { method, headers: { 'consumer-token': saToken } });
      let body: FormData | URLSearchParams = new URLSearchParams(fields);
      if (files.length > 0) {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        for (const file of files) form.append(file.field, new Blob([file.content]), file.name);
        body = form;
      }
      return send(url, { method, body, headers: { 'consumer-token': saToken } });
    },
    callAs: (token, url) => send(url, { method: 'GET', headers: { 'consumer-token': token } }),
  };
}

const restart = async () => {
  server.child.kill('SIGKILL');
  await server.exited;
  server = await startRealServer({ dataDir, port, startSeconds: 120 });
};

const snapshot = () => readSnapshot(dataDir, hashed);

/** Small text files with content no other round has, so each one has a blob of its own. */
const textFiles = (count: number, prefix: string): Upload[] =>
  Array.from({ length: count }, (_, index) => ({
    field: `files[${index}]`,
    name: `${prefix} ${index}.txt`,
    content: Buffer.from(randomBytes(512 + index * 64).toString('hex')),
  }));

const colour = () => `#${randomBytes(3).toString('hex')}`;

const itemIds = (item: DirectoryItem): number[] => [item.id, ...item.children.flatMap(itemIds)];

async function libraryRoot(a: Api): Promise<number> {
  return (await a.call<DirectoryItem[]>('GET', '/api/asset/directory'))[0]!.id;
}

/** A folder holding `files` text files and an image, and a subfolder holding as many: answers every id. */
async function folderWithFiles(a: Api, parentId: number, name: string, files: number): Promise<number[]> {
  const ids: number[] = [];
  let parent = parentId;
  for (const folder of [name, 'Inside']) {
    const item = await a.call<DirectoryItem>('POST', '/api/asset/create/folder', {
      pid: String(parent),
      name: folder,
    });
    const uploads = [
      ...textFiles(files, folder),
      { field: `files[${files}]`, name: 'picture.png', content: await pngOf(colour(), 320, 200) },
    ];
    const stored = await a.call<DirectoryItem[]>(
      'POST',
      '/api/asset/putIntoParent',
      { parentId: String(item.id) },
      uploads,
    );
    ids.push(item.id, ...stored.map((file) => file.id));
    parent = item.id;
  }
  return ids;
}

/** The files a game save sends: artwork in three slots and a download. */
async function gameUploads(): Promise<Upload[]> {
  return [
    { field: 'files[thumbnail][0][data]', name: 'card.png', content: await pngOf(colour(), 640, 400) },
    { field: 'files[logo][0][data]', name: 'logo.png', content: await pngOf(colour(), 400, 200) },
    { field: 'files[screenshots][0][data]', name: 'shot 1.png', content: await pngOf(colour(), 800, 600) },
    { field: 'files[screenshots][1][data]', name: 'shot 2.png', content: await pngOf(colour(), 800, 600) },
    { field: 'files[downloadableAssets][0][data]', name: 'Rules.pdf', content: MINIMAL_PDF },
  ];
}

/** A game's rows and tree as the snapshot holds them. */
function gameState(snapshot: Snapshot, id: number) {
  const game = snapshot.games.find((row) => row.id === id);
  const root = snapshot.assets.find((row) => row.root_key === `game:${id}` && row.parent_id === null);
  const tree = root ? subtreeOf(snapshot.assets, root.id) : [];
  return {
    game,
    root,
    files: tree.filter((row) => row.type !== 'folder'),
    slots: snapshot.gameSlots.filter((slot) => slot.game_id === id),
  };
}

/** A game saved with its uploads: every upload is a file of its tree, and its slots hold them all. */
function savedWithUploads(snapshot: Snapshot, id: number, uploads: number): string | null {
  const { root, files, slots } = gameState(snapshot, id);
  const name = snapshot.games.find((row) => row.id === id)?.game_name;
  if (!root || root.name !== name) return `its tree is labelled ${root?.name ?? '(no tree)'}`;
  if (files.length !== uploads) return `its tree holds ${files.length} of ${uploads} files`;
  const inTree = new Set(files.map((file) => file.id));
  if (slots.length !== uploads || !slots.every((slot) => inTree.has(slot.asset_id)))
    return `its slots hold ${slots.filter((slot) => inTree.has(slot.asset_id)).length} of ${uploads} uploads`;
  return null;
}

// ── The changes ─────────────────────────────────────────────────────────────────────────────

const move: Operation<{ from: number; to: number; moved: { id: number; count: number }[] }> = {
  name: 'a move of two folders from the library into a game centre',
  async prepare(a, round) {
    const from = (
      await a.call<DirectoryItem>('POST', '/api/asset/create/folder', {
        pid: String(await libraryRoot(a)),
        name: `Move ${round}`,
      })
    ).id;
    const to = (
      await a.call<DirectoryItem>('POST', '/api/asset/create/folder', {
        pid: String(centreId),
        name: `Moved ${round}`,
      })
    ).id;
    const moved = [];
    for (const name of ['First', 'Second']) {
      const ids = await folderWithFiles(a, from, name, 40);
      moved.push({ id: ids[0]!, count: ids.length });
    }
    return { from, to, moved };
  },
  run: (a, { to, moved }) =>
    a.call('POST', '/api/asset/move', { ids: moved.map((item) => item.id).join(':'), parentId: String(to) }),
  outcome(snapshot, { from, to, moved }) {
    const places = moved.map((item) => {
      const rows = subtreeOf(snapshot.assets, item.id);
      if (rows.length !== item.count)
        return `folder ${item.id} holds ${rows.length - 1} of ${item.count - 1} items`;
      return rows[0]!.parent_id === to
        ? 'to'
        : rows[0]!.parent_id === from
          ? 'from'
          : `in ${rows[0]!.parent_id}`;
    });
    if (places.every((place) => place === 'to')) return DONE;
    if (places.every((place) => place === 'from')) return NOT_DONE;
    return half(places.join(', '));
  },
};

const rename: Operation<{ id: number; before: string; after: string }> = {
  name: 'a rename of a folder',
  async prepare(a, round) {
    const before = `Rename ${round}`;
    const [id] = await folderWithFiles(a, await libraryRoot(a), before, 5);
    return { id: id!, before, after: `Renamed ${round}` };
  },
  run: (a, { id, after }) => a.call('POST', '/api/asset/rename', { id: String(id), name: after }),
  outcome(snapshot, { id, before, after }) {
    const name = snapshot.assets.find((row) => row.id === id)?.name;
    return name === after ? DONE : name === before ? NOT_DONE : half(`it is named ${name}`);
  },
};

/** A folder of 60 files and a subfolder, one of them shared, in the library: its ids, the library's too. */
async function trashable(
  a: Api,
  name: string,
  round: number,
): Promise<{ root: number; id: number; ids: number[] }> {
  const root = await libraryRoot(a);
  const ids = await folderWithFiles(a, root, `${name} ${round}`, 60);
  // The same bytes kept outside the folder: their blob must outlive a purge.
  const shared = {
    field: 'files[0]',
    name: 'shared.txt',
    content: Buffer.from(`shared by ${name} ${round}`),
  };
  await a.call('POST', '/api/asset/putIntoParent', { parentId: String(root) }, [shared]);
  const [inside] = await a.call<DirectoryItem[]>(
    'POST',
    '/api/asset/putIntoParent',
    { parentId: String(ids[0]) },
    [shared],
  );
  return { root, id: ids[0]!, ids: [...ids, inside!.id] };
}

/** Where a folder made by trashable() is: in the library, in the trash, gone, or split. */
function placeOf(snapshot: Snapshot, { root, id, ids }: { root: number; id: number; ids: number[] }): string {
  const rows = subtreeOf(snapshot.assets, id);
  if (rows.length === 0)
    return ids.some((one) => snapshot.assets.some((row) => row.id === one)) ? 'split' : 'gone';
  if (rows.length !== ids.length) return `${rows.length} of ${ids.length} items together`;
  const keys = new Set(rows.map((row) => row.root_key));
  if (keys.size !== 1) return `keyed ${[...keys].join(', ')}`;
  const inTrash = snapshot.trash.some((entry) => entry.asset_id === id);
  if (rows[0]!.parent_id === root && keys.has('library') && !inTrash) return 'library';
  if (rows[0]!.parent_id === null && inTrash) return 'trash';
  return `under ${rows[0]!.parent_id} keyed ${[...keys][0]}${inTrash ? ', with an entry' : ''}`;
}

const outcomeOf = (place: string, done: string, notDone: string): Outcome =>
  place === done ? DONE : place === notDone ? NOT_DONE : half(`the folder is ${place}`);

type Trashable = { root: number; id: number; ids: number[] };

const folderDelete: Operation<Trashable> = {
  name: 'a delete of a folder with files to the trash',
  prepare: (a, round) => trashable(a, 'Delete', round),
  run: (a, { id }) => a.call('POST', '/api/asset/delete', { id: String(id) }),
  outcome: (snapshot, prepared) => outcomeOf(placeOf(snapshot, prepared), 'trash', 'library'),
};

const trashRestore: Operation<Trashable> = {
  name: 'a restore of a folder from the trash',
  async prepare(a, round) {
    const prepared = await trashable(a, 'Restore', round);
    await a.call('POST', '/api/asset/delete', { id: String(prepared.id) });
    return prepared;
  },
  run: (a, { id }) => a.call('POST', '/api/asset/trash/restore', { id: String(id) }),
  outcome: (snapshot, prepared) => outcomeOf(placeOf(snapshot, prepared), 'library', 'trash'),
};

const trashPurge: Operation<Trashable> = {
  name: 'a purge of a folder with files, one of them shared, from the trash',
  async prepare(a, round) {
    const prepared = await trashable(a, 'Purge', round);
    await a.call('POST', '/api/asset/delete', { id: String(prepared.id) });
    return prepared;
  },
  run: (a, { id }) => a.call('POST', '/api/asset/trash/purge', { id: String(id) }),
  outcome: (snapshot, prepared) => outcomeOf(placeOf(snapshot, prepared), 'gone', 'trash'),
};

/** Even rounds add a game with uploads; odd rounds edit one (renamed, uploads into every slot). */
const gameSave: Operation<{ name: string; id: number | null; before: string | null; uploads: number }> = {
  name: 'a game save with uploads (an add, then an edit)',
  async prepare(a, round) {
    if (round % 2 === 0) return { name: `Added ${round}`, id: null, before: null, uploads: 5 };
    const before = `To edit ${round}`;
    const game = await a.call<GameDetail>('POST', '/api/game/create', {
      type: 'POST',
      gameName: before,
      isActive: 'true',
    });
    return { name: `Edited ${round}`, id: game.id, before, uploads: 5 };
  },
  async run(a, { name, id }) {
    const fields: Record<string, string> = { type: 'POST', gameName: name, isActive: 'true' };
    if (id !== null) Object.assign(fields, { type: 'PUT', id: String(id) });
    return a.call('POST', '/api/game/create', fields, await gameUploads());
  },
  outcome(snapshot, { name, id, before, uploads }) {
    if (id === null) {
      const games = snapshot.games.filter((game) => game.game_name === name);
      if (games.length > 1) return half(`${games.length} games are named ${name}`);
      if (games.length === 0) return NOT_DONE;
      const problem = savedWithUploads(snapshot, games[0]!.id, uploads);
      return problem ? half(`the game is saved but ${problem}`) : DONE;
    }
    const { game, files, slots } = gameState(snapshot, id);
    if (game?.game_name === before) {
      return files.length === 0 && slots.length === 0
        ? NOT_DONE
        : half(`the game kept its name but holds ${files.length} files and ${slots.length} slots`);
    }
    if (game?.game_name !== name) return half(`the game is named ${game?.game_name ?? '(gone)'}`);
    const problem = savedWithUploads(snapshot, id, uploads);
    return problem ? half(`the game is renamed but ${problem}`) : DONE;
  },
};

const gameDelete: Operation<{ id: number; name: string; tree: number[]; kept: number[] }> = {
  name: 'a delete of a game whose thumbnail another game uses',
  async prepare(a, round) {
    const name = `Doomed ${round}`;
    const game = await a.call<GameDetail>(
      'POST',
      '/api/game/create',
      { type: 'POST', gameName: name, isActive: 'true' },
      await gameUploads(),
    );
    const thumbnail = game.assets[0]!.id;
    await a.call('POST', '/api/game/create', {
      type: 'POST',
      gameName: `Borrower ${round}`,
      'files[thumbnail][0][id]': String(thumbnail),
    });
    const root = game.gameCentre[0]!;
    const artwork = root.children.find((child) => child.name === 'Artwork')!;
    return { id: game.id, name, tree: itemIds(root), kept: [root.id, artwork.id, thumbnail] };
  },
  run: (a, { id }) => a.call('POST', '/api/game/delete', { id: String(id) }),
  outcome(snapshot, { id, name, tree, kept }) {
    const { game, root } = gameState(snapshot, id);
    const left = new Set(snapshot.assets.filter((row) => row.root_key === `game:${id}`).map((row) => row.id));
    if (game) {
      return tree.every((asset) => left.has(asset)) && root?.name === name
        ? NOT_DONE
        : half(`the game is there with ${left.size} of ${tree.length} items, labelled ${root?.name}`);
    }
    const keptOnly = left.size === kept.length && kept.every((asset) => left.has(asset));
    return keptOnly && root?.name === `${name} (deleted game)`
      ? DONE
      : half(`the game is gone but ${left.size} items are left, labelled ${root?.name}`);
  },
};

const userDelete: Operation<{ id: number; tree: number[] }> = {
  name: 'a delete of a user with files in their folder',
  async prepare(a, round) {
    const email = `crash.${round}.${randomBytes(4).toString('hex')}@example.com`;
    const { user } = await a.call<{ user: { id: number } }>('POST', '/api/user/create', {
      type: 'POST',
      firstName: 'Crash',
      surname: `Test ${round}`,
      email,
      userType: 'igt',
      userGroup: 'CM',
      regions: JSON.stringify([{ region: 'us--pennsylvania', isDefault: true }]),
      sendSetPasswordMail: 'false',
    });
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
    await database.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .execute();
    await database.destroy();
    // Their folder is made by the SA's first upload into it.
    const [welcome] = await a.call<DirectoryItem[]>(
      'POST',
      '/api/asset/user',
      { id: String(user.id) },
      textFiles(1, 'Welcome'),
    );
    const rootId = welcome!.parentId!;
    const token = await a.call<string>('POST', '/api/authentication/login', { email, password: PASSWORD });
    const [root] = await a.callAs<DirectoryItem[]>(token, '/api/asset/user/directory');
    if (root?.id !== rootId) throw new Error('the user does not see the folder made for them');
    const ids = await folderWithFiles(a, rootId, 'Documents', 30);
    return { id: user.id, tree: [rootId, welcome!.id, ...ids] };
  },
  run: (a, { id }) => a.call('POST', '/api/user/delete', { id: String(id) }),
  outcome(snapshot, { id, tree }) {
    const left = snapshot.assets.filter((row) => row.root_key === `user:${id}`).length;
    if (snapshot.owners.users.has(id))
      return left === tree.length ? NOT_DONE : half(`the user is there with ${left} of ${tree.length} items`);
    return left === 0 ? DONE : half(`the user is gone but ${left} items of their folder are left`);
  },
};

const OPERATIONS = [
  move,
  rename,
  folderDelete,
  trashRestore,
  trashPurge,
  gameSave,
  gameDelete,
  userDelete,
] as Operation<unknown>[];

// The real server here always runs on an SQLite file: the PostgreSQL pass of the suite would repeat it.
describe.skipIf(usingPostgres())('the server killed in the middle of a change', () => {
  beforeAll(async () => {
    ({ server, port, saToken } = await startDemoServer(dataDir, { startSeconds: 120 }));
    passwordHash = await hashPassword(PASSWORD);
    const centre = await api().call<GameDetail>(
      'POST',
      '/api/game/create',
      { type: 'POST', gameName: 'Crash Centre', isActive: 'true' },
      [{ field: 'files[downloadableAssets][0][data]', name: 'Guide.pdf', content: MINIMAL_PDF }],
    );
    centreId = centre.gameCentre[0]!.id;
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const operation of OPERATIONS) {
    it(
      `${operation.name}: all or nothing, ${REPEATS} kills`,
      async () => {
        // Once uncut: it works, and how long it takes is the window the kills fall in.
        const measured = await operation.prepare(api(), 0);
        const started = performance.now();
        await operation.run(api(), measured);
        const window = performance.now() - started;
        expect(operation.outcome(await snapshot(), measured)).toEqual(DONE);
        expect(await searchIndexProblems(dataDir)).toEqual([]);

        const tally = { done: 0, 'not done': 0 };
        for (let round = 1; round <= REPEATS; round++) {
          const prepared = await operation.prepare(api(), round);
          const delay = Math.random() * window;
          const answered = operation.run(api(), prepared).catch(() => undefined);
          await sleep(delay);
          await restart();
          await answered;
          const found = await snapshot();
          const when = `round ${round}, killed ${delay.toFixed(0)} ms in`;
          expect(consistencyProblems(found), when).toEqual([]);
          // The search index is written in the change's transaction: after the kill it agrees with the rows.
          expect(await searchIndexProblems(dataDir), when).toEqual([]);
          const outcome = operation.outcome(found, prepared);
          expect(outcome, when).not.toHaveProperty('why');
          tally[outcome.state as keyof typeof tally]++;
        }
        console.info(
          `${operation.name}: ${tally.done} done, ${tally['not done']} not done (kills within ${window.toFixed(0)} ms)`,
        );
      },
      (REPEATS + 1) * 40_000 + 60_000,
    );
  }
});
