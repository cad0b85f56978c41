import { LogCreate, LogQuery } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { LogsService } from './logs.service.ts';

/** SPEC §7 logs. A `user` field in the request is ignored: the author is the caller. */
export function logsRoutes(logs: LogsService) {
  return async (app: FastifyInstance) => {
    app.post('/api/logs/create', { config: { access: 'signedIn' } }, async (request) => {
      const entry = validate(LogCreate, {
        ...(request.query as object),
        ...(request.body as object | undefined),
      });
      return ok({ id: await logs.record(requireCaller(request).user.id, entry) });
    });

    app.get('/api/logs/get', { config: { access: 'superAdmin' } }, async (request) =>
      ok(await logs.list(validate(LogQuery, request.query))),
    );
  };
}
