import { Globals, GlobalsUpdate } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../lib/answer-cache.ts';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { GlobalsService } from './globals.service.ts';

const readGlobals = {
  summary: 'Reads the site-wide settings',
  answer: Globals,
  alsoAnswers: [304],
} satisfies RouteContract;
const setGlobals = {
  summary: 'Changes site-wide settings',
  body: GlobalsUpdate,
  bodyType: 'json',
  answer: Globals,
} satisfies RouteContract;

export function globalsRoutes(globals: GlobalsService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/globals/all',
      { config: { access: 'public', contract: readGlobals } },
      async (request, reply) => sendCached(request, reply, await globals.allAnswer()),
    );

    app.post(
      '/api/globals/set',
      { config: { access: 'superAdmin', contract: setGlobals } },
      async (request) =>
        ok(await globals.set(validate(setGlobals.body, request.body), requireCaller(request).user.id)),
    );
  };
}
