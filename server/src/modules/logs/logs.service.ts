import {
  assignableGroups,
  canManageUser,
  hasPermission,
  MESSAGES,
  type Principal,
  type UserGroup,
  type UserType,
} from '@portal/domain';
import {
  type AuditDetails,
  CLIENT_EVENT_LIMITS,
  CLIENT_EVENT_MESSAGES,
  type ClientEvent,
  type LogCreate,
  type LogEntry,
} from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, tooMany } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import {
  type ClientEventRow,
  findClientEvents,
  findLogs,
  findUserGroup,
  insertClientEvent,
  insertLog,
  type LogRow,
  type Readable,
  selectClientEventTimes,
} from './logs.repository.ts';

const MINUTE_MS = 60_000;

/**
 * One entry of the audit trail as a module writes it. The actor is the signed-in caller of the write;
 * null only for what the server does by itself (the demo seed).
 */
export type AuditEntry = AuditDetails & { actorId: number | null; description: string; now: string };

/**
 * The audit trail and the events the app reports (SPEC §7 logs, issue 28 items 8, 12 and 15). The
 * trail is written by the server alone, by each admin write in its own transaction (writeAudit);
 * logs/create only reports an event, kept apart in client_events, limited per caller and in size.
 * An SA reads all of both; an AM the entries about, and the events of, the users they may manage.
 */
export class LogsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * POST /api/logs/create: keeps an event the app reports. The author is the caller; `user` is kept as
   * the client sent it. 429 after CLIENT_EVENT_LIMITS.perMinute events of the caller in a minute.
   */
  report(authorId: number, event: LogCreate): Promise<number> {
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const since = new Date(now.getTime() - MINUTE_MS).toISOString();
      const times = await selectClientEventTimes(trx, authorId, since);
      if (times.length >= CLIENT_EVENT_LIMITS.perMinute) {
        const oldest = Date.parse(times[0]!);
        throw tooMany(CLIENT_EVENT_MESSAGES.tooMany, oldest + MINUTE_MS - now.getTime());
      }
      return insertClientEvent(trx, {
        authorId,
        reportedUser: event.user?.trim() || null,
        description: event.description,
        gameId: event.game,
        data: event.data ?? null,
        createdAt: now.toISOString(),
      });
    });
  }

  /**
   * One entry of the audit trail, written in the transaction of the change it records (`db` is that
   * transaction): who did it, a sentence, and the details as JSON (secrets masked by auditChanges).
   */
  async writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
    const { actorId, description, now, ...details } = entry;
    await insertLog(db, {
      userId: actorId,
      description,
      gameId: details.target.kind === 'game' ? details.target.id : null,
      data: JSON.stringify(details),
      createdAt: now,
      targetUserId: details.target.kind === 'user' ? details.target.id : null,
    });
  }

  /**
   * GET /api/logs/get: one entry by id, or a page of the newest, with their authors' names. A reader
   * who may not manage `targetUser` is refused that user's history.
   */
  async list(
    reader: Principal,
    page: { id: number | null; targetUser: number | null; limit: number; offset: number },
  ): Promise<LogEntry[]> {
    const readable = readableGroups(reader);
    if (readable !== null && page.targetUser !== null) {
      const target = await findUserGroup(this.db, page.targetUser);
      if (!target || !canManageUser(reader, principalOf(target))) throw forbidden(MESSAGES.notAuthorised);
    }
    return (await findLogs(this.db, { ...page, readable })).map(presentLog);
  }

  /** GET /api/logs/client-events: a page of the newest events the app reported. */
  async clientEvents(reader: Principal, page: { limit: number; offset: number }): Promise<ClientEvent[]> {
    return (await findClientEvents(this.db, { ...page, readable: readableGroups(reader) })).map(
      presentClientEvent,
    );
  }
}

/** An SA reads everything; anyone else what concerns the users they may manage. */
function readableGroups(reader: Principal): Readable {
  return hasPermission(reader, 'superAdmin') ? null : assignableGroups(reader);
}

function principalOf(row: { user_type: string; user_group: string }): Principal {
  return { userType: row.user_type as UserType, userGroup: row.user_group as UserGroup };
}

function nameOf(row: { first_name: string | null; surname: string | null }): string {
  return `${row.first_name ?? ''} ${row.surname ?? ''}`.trim();
}

function presentLog(row: LogRow): LogEntry {
  return {
    id: row.id,
    description: row.description,
    user: row.user_id === null ? null : { id: row.user_id, fullName: nameOf(row) },
    game: row.game_id,
    targetUserId: row.target_user_id,
    data: row.data,
    createdAt: row.created_at,
  };
}

function presentClientEvent(row: ClientEventRow): ClientEvent {
  return {
    id: row.id,
    reportedBy: 'client',
    description: row.description,
    author: row.author_id === null ? null : { id: row.author_id, fullName: nameOf(row) },
    reportedUser: row.reported_user,
    game: row.game_id,
    data: row.data,
    createdAt: row.created_at,
  };
}
