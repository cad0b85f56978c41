import type { AuditAction, AuditChange } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LogsService } from '../logs/logs.service.ts';

/**
 * The audit entries of the asset library's edits (issue 28 item 12): a new folder, an upload, a rename,
 * a move, a delete, each written in the transaction of the change by the SA who made it. Edits the
 * server makes by itself (the seed, a game's own folders) name no editor and are not entries.
 */
export type AssetEditor = number | undefined;

export interface AssetAuditEntry {
  action: Extract<AuditAction, `asset.${string}`>;
  /** The item changed (for an upload, the folder the files went into). */
  item: { id: number; name: string };
  /** 'Renamed file a.png to b.png', 'Uploaded 2 files to Logos: a.png, b.png'. */
  description: string;
  changes?: Record<string, AuditChange>;
}

export async function writeAssetAudit(
  logs: Pick<LogsService, 'writeAudit'> | undefined,
  trx: Kysely<Database>,
  editor: AssetEditor,
  entry: AssetAuditEntry,
  now: string,
): Promise<void> {
  if (editor === undefined || !logs) return;
  await logs.writeAudit(trx, {
    actorId: editor,
    action: entry.action,
    target: { kind: 'asset', id: entry.item.id, name: entry.item.name },
    changes: entry.changes ?? {},
    description: entry.description,
    now,
  });
}

/** 'folder' or 'file', as a sentence names an item. */
export const itemWord = (item: { type: string }) => (item.type === 'folder' ? 'folder' : 'file');

/** Names for an entry: the first few, then how many more. */
export function namesText(names: string[], max = 5): string {
  return names.length <= max
    ? names.join(', ')
    : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}
