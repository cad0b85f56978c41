import type { AuditDetails } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertLog } from '../logs/logs.repository.ts';

/**
 * One entry of the audit trail (issue 10 item 5), written in the transaction of the change it
 * records: who did it, a sentence, and the details as JSON (secrets masked by auditChanges).
 */
export async function writeAudit(
  db: Kysely<Database>,
  entry: { actorId: number; description: string; details: AuditDetails; now: string },
): Promise<void> {
  await insertLog(db, {
    userId: entry.actorId,
    description: entry.description,
    gameId: null,
    data: JSON.stringify(entry.details),
    createdAt: entry.now,
    targetUserId: entry.details.target.kind === 'user' ? entry.details.target.id : null,
  });
}
