import { LogCreate, LogCreated, LogEntry, LogQuery } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { LogsService } from './logs.service.ts';

const createLog = {
  summary: 'Records a tracked event in the audit log (fields may also come in the query)',
  body: LogCreate,
  bodyType: 'form',
  answer: LogCreated,
} satisfies RouteContract;
const readLogs = {
  summary: 'Reads one audit log entry by id, or a page of the newest',
  query: LogQuery,
  answer: z.array(LogEntry),
} satisfies RouteContract;

/** SPEC §7 logs. A `user` field in the request is ignored: the author is the caller. */
export function logsRoutes(logs: LogsService) {
  return async (app: FastifyInstance) => {
    app.post('/api/logs/create', { config: { access: 'signedIn', contract: createLog } }, async (request) => {
      const entry = validate(createLog.body, {
        ...(request.query as object),
        ...(request.body as object | undefined),
      });
      return ok({ id: await logs.record(requireCaller(request).user.id, entry) });
    });

    app.get('/api/logs/get', { config: { access: 'superAdmin', contract: readLogs } }, async (request) =>
      ok(await logs.list(validate(readLogs.query, request.query))),
    );
  };
}
