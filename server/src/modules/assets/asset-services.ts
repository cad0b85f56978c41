import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { AssetAccess } from './asset-access.service.ts';
import { AssetArrivals } from './asset-arrivals.service.ts';
import { AssetBlobs } from './asset-blobs.service.ts';
import { AssetChanges } from './asset-changes.ts';
import { AssetDirectory } from './asset-directory.service.ts';
import { AssetEditing } from './asset-editing.service.ts';
import { AssetPolicy } from './asset-policy.ts';
import { AssetTrash } from './asset-trash.service.ts';
import { AssetTrees } from './asset-trees.service.ts';
import { AssetUploads, type StagedFile } from './asset-uploads.service.ts';

export interface AssetsDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  clock: Clock;
  log?: { warn(obj: object, msg: string): void };
  /** Told of each file stored into a folder: the app's service counts them as uploads. */
  onStored?: (file: StagedFile) => void;
  /** With several instances: the version their kept listings are checked against. */
  shared?: SharedVersions;
  /** Where an SA's edits of the library are recorded (the audit trail); the seed records none. */
  logs?: Pick<LogsService, 'writeAudit'>;
  /**
   * Held around blob commits and blob deletion on top of this process's queue, when other instances
   * share the store (a PostgreSQL advisory lock: db/advisory-lock.ts).
   */
  storageLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** How long a deleted item stays in the trash (TRASH_DAYS, default 30). */
  trashDays?: number;
}

/**
 * The assets module's services, one concern each: the resource library, the document centres, each
 * game's, draw game's, operator's and user's tree, with their files in a BlobStore. Routes of SPEC §7
 * 'Assets' and the modules that own games, draw games, news, content, users and operators go through
 * them. They share the listings a change renews and the queue blob commits and deletions run in.
 */
export interface AssetServices {
  /** Who reads and edits what (decision 022), the regional embargo included (decision 150). */
  policy: AssetPolicy;
  trees: AssetTrees;
  access: AssetAccess;
  directory: AssetDirectory;
  uploads: AssetUploads;
  editing: AssetEditing;
  trash: AssetTrash;
  blobs: AssetBlobs;
  changes: AssetChanges;
  /** What was added since a time, for what is new (issue 29 item 3). */
  arrivals: AssetArrivals;
}

export function createAssetServices(deps: AssetsDeps): AssetServices {
  const { db, clock } = deps;
  const policy = new AssetPolicy(db, clock);
  const changes = new AssetChanges(deps.shared);
  const blobs = new AssetBlobs({ db, blobs: deps.blobs, log: deps.log, storageLock: deps.storageLock });
  const trees = new AssetTrees({ db, clock, changes, blobs });
  const trash = new AssetTrash({
    db,
    clock,
    trees,
    changes,
    logs: deps.logs,
    trashDays: deps.trashDays ?? 30,
  });
  const editing = new AssetEditing({ db, clock, trees, trash, changes, logs: deps.logs });
  return {
    policy,
    trees,
    access: new AssetAccess({ policy, trees }),
    directory: new AssetDirectory({ db, policy, trees, changes }),
    uploads: new AssetUploads({
      db,
      clock,
      store: deps.blobs,
      blobs,
      trees,
      editing,
      changes,
      logs: deps.logs,
      onStored: deps.onStored,
    }),
    editing,
    trash,
    blobs,
    changes,
    arrivals: new AssetArrivals({ db, policy }),
  };
}
