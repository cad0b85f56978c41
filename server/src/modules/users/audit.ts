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
  entry: AuditDetails & { actorId: number; description: string; now: string },
): Promise<void> {
  const { actorId, description, now, ...details } = entry;
  await insertLog(db, {
    userId: actorId,
    description,
    gameId: null,
    data: JSON.stringify(details),
    createdAt: now,
    targetUserId: details.target.kind === 'user' ? details.target.id : null,
  });
}
