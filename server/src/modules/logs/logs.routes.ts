import { LogCreate, LogQuery } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { LogsService } from './logs.service.ts';

/** SPEC §7 logs. A `user` field in the request is ignored: the author is the caller. */
export function logsRoutes(logs: LogsService) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/logs/create',
      {
        config: {
          access: 'signedIn',
          contract: {
            summary: 'Records a tracked event in the audit log (fields may also come in the query)',
            body: LogCreate,
            bodyType: 'form',
          },
        },
      },
      async (request) => {
        const entry = validate(LogCreate, {
          ...(request.query as object),
          ...(request.body as object | undefined),
        });
        return ok({ id: await logs.record(requireCaller(request).user.id, entry) });
      },
    );

    app.get(
      '/api/logs/get',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Reads one audit log entry by id, or a page of the newest', query: LogQuery },
        },
      },
      async (request) => ok(await logs.list(validate(LogQuery, request.query))),
    );
  };
}
