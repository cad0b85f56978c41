import type { AuditDetails, LogCreate, LogEntry } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import { findLogs, insertLog, type LogPage, type LogRow } from './logs.repository.ts';

/**
 * The audit log (SPEC §7 logs): any signed-in user records events about themselves (the login success
 * of SPEC §4, demo launches …); only an SA reads them.
 */
export class LogsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The author is always the caller, so nobody can write in someone else's name. */
  record(authorId: number, entry: LogCreate): Promise<number> {
    return insertLog(this.db, {
      userId: authorId,
      description: entry.description,
      gameId: entry.game,
      data: entry.data ?? null,
      createdAt: this.clock().toISOString(),
    });
  }

  /**
   * One entry of the audit trail (issue 10 item 5), written in the transaction of the change it
   * records (`db` is that transaction): who did it, a sentence, and the details as JSON (secrets
   * masked by auditChanges).
   */
  async writeAudit(
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

  /** One entry by id, or a page of the newest entries, with their authors' names. */
  async list(page: LogPage): Promise<LogEntry[]> {
    return (await findLogs(this.db, page)).map(presentLog);
  }
}

function presentLog(row: LogRow): LogEntry {
  return {
    id: row.id,
    description: row.description,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, fullName: `${row.first_name ?? ''} ${row.surname ?? ''}`.trim() },
    game: row.game_id,
    targetUserId: row.target_user_id,
    data: row.data,
    createdAt: row.created_at,
  };
}
