import {
  ClientEvent,
  ClientEventQuery,
  LogCreate,
  LogCreated,
  LogEntry,
  LogQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { LogsService } from './logs.service.ts';

const createLog = {
  summary:
    'Reports an event of the app (fields may also come in the query). Kept apart from the audit trail, as reported by the client; at most 30 a minute per caller',
  body: LogCreate,
  bodyType: 'form',
  answer: LogCreated,
  failures: [429],
} satisfies RouteContract;
const readLogs = {
  summary:
    'Reads the audit trail: one entry by id, or a page of the newest (an AM: the entries about the users they may manage)',
  query: LogQuery,
  answer: z.array(LogEntry),
} satisfies RouteContract;
const readClientEvents = {
  summary:
    'Reads a page of the newest events the app reported (an AM: the events of the users they may manage)',
  query: ClientEventQuery,
  answer: z.array(ClientEvent),
} satisfies RouteContract;

/** SPEC §7 logs, and the list of reported events beside the audit trail. */
export function logsRoutes(logs: LogsService) {
  return async (app: FastifyInstance) => {
    // The login success event comes before a required second factor is set up.
    const reportConfig = { access: 'signedIn', openBeforeSecondFactor: true, contract: createLog } as const;
    app.post('/api/logs/create', { config: reportConfig }, async (request) => {
      const event = validate(createLog.body, {
        ...(request.query as object),
        ...(request.body as object | undefined),
      });
      return ok({ id: await logs.report(requireCaller(request).user.id, event) });
    });

    app.get('/api/logs/get', { config: { access: 'users', contract: readLogs } }, async (request) =>
      ok(await logs.list(requireCaller(request).user, validate(readLogs.query, request.query))),
    );

    app.get(
      '/api/logs/client-events',
      { config: { access: 'users', contract: readClientEvents } },
      async (request) =>
        ok(
          await logs.clientEvents(
            requireCaller(request).user,
            validate(readClientEvents.query, request.query),
          ),
        ),
    );
  };
}
