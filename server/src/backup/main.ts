import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backup, defaultBackupDir } from './backup.ts';
import { BackupError } from './backup-dir.ts';
import { restore } from './restore.ts';

/*
 * `npm run backup [-- <backup dir>]` and `npm run restore -- <backup dir> [--force]`, on the DATA_DIR
 * and STORAGE_DIR of the environment (README.md, "Backups").
 */

const USAGE =
  'Usage: npm run backup [-- <backup dir>]   (default DATA_DIR/backups/<time>; the portal may run)\n' +
  '       npm run restore -- <backup dir> [--force]   (with the portal stopped)';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const rowCount = (rows: Record<string, number>) => Object.values(rows).reduce((sum, n) => sum + n, 0);

// npm runs scripts from the repository root; a relative path is meant from where npm was run.
const fromWhereRun = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

async function main(args: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { command, dir, force } = parsed;
  const config = loadConfig();

  if (command === 'backup') {
    const {
      manifest,
      snapshots,
      dir: written,
    } = await backup(config, dir ? fromWhereRun(dir) : defaultBackupDir(config.dataDir, new Date()));
    console.log(
      `Backed up ${path.join(config.dataDir, 'portal.sqlite')} (migration ${manifest.migration}, ` +
        `${rowCount(manifest.rows)} rows) and the ${manifest.blobs} blobs its rows reference, ` +
        `${megabytes(manifest.bytes)} in all, as they were at ${manifest.createdAt}` +
        (snapshots > 1 ? ` (snapshot ${snapshots}: rows deleted meanwhile took blobs of earlier ones)` : '') +
        `, into ${written}. Restore it, with the portal stopped, by: npm run restore -- ${written}`,
    );
    return 0;
  }

  if (!dir) {
    console.error(`Which backup? ${USAGE}`);
    return 2;
  }
  console.log(`Restoring into ${config.dataDir}: the portal must be stopped meanwhile.`);
  const summary = await restore(config, fromWhereRun(dir), { force });
  console.log(
    `Restored the backup taken at ${summary.manifest.createdAt} (migration ${summary.manifest.migration}, ` +
      `${rowCount(summary.manifest.rows)} rows) into ${summary.databaseFile}, and its ${summary.blobs} blobs ` +
      `(${megabytes(summary.blobBytes)}, each checked against its SHA-256) into ${config.storageDir}.` +
      (summary.movedAside
        ? ` The previous database is at ${summary.movedAside}; blobs only it references are removed ` +
          'when the portal next starts, so copy STORAGE_DIR first if you may want it back.'
        : '') +
      ' Start the portal now.',
  );
  return 0;
}

function parseCommandLine(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [command, dir, ...extra] = positionals;
  if (command !== 'backup' && command !== 'restore') throw new Error(`Unknown command '${command ?? ''}'.`);
  if (extra.length > 0) throw new Error(`Unexpected arguments: ${extra.join(' ')}.`);
  if (command === 'backup' && values.force) throw new Error('--force is for restore only.');
  return { command, dir, force: values.force };
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
