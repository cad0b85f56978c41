import { LogCreate, type LogEntry, LogQuery } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import type { Clock } from '../../lib/time.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { findLogs, insertLog } from './logs.repository.ts';

/**
 * The audit log (SPEC §7 logs): any signed-in user records events about themselves (the login success
 * of SPEC §4, demo launches …); only an SA reads them. The author is always the caller: a `user`
 * field in the request is ignored, so nobody can write in someone else's name.
 */
export function logsRoutes(db: Kysely<Database>, clock: Clock) {
  return async (app: FastifyInstance) => {
    app.post('/api/logs/create', { config: { access: 'signedIn' } }, async (request) => {
      const entry = validate(LogCreate, {
        ...(request.query as object),
        ...(request.body as object | undefined),
      });
      const id = await insertLog(db, {
        userId: requireCaller(request).user.id,
        description: entry.description,
        gameId: entry.game,
        data: entry.data ?? null,
        createdAt: clock().toISOString(),
      });
      return ok({ id });
    });

    app.get('/api/logs/get', { config: { access: 'superAdmin' } }, async (request) => {
      const query = validate(LogQuery, request.query);
      const rows = await findLogs(db, query);
      return ok(
        rows.map(
          (row): LogEntry => ({
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
          }),
        ),
      );
    });
  };
}
