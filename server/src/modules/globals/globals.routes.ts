import { GlobalsUpdate } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { GlobalsService } from './globals.service.ts';

export function globalsRoutes(globals: GlobalsService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/globals/all',
      { config: { access: 'public', contract: { summary: 'Reads the site-wide settings' } } },
      async (request, reply) => sendCached(request, reply, await globals.allAnswer()),
    );

    app.post(
      '/api/globals/set',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Changes site-wide settings', body: GlobalsUpdate, bodyType: 'json' },
        },
      },
      async (request) =>
        ok(await globals.set(validate(GlobalsUpdate, request.body), requireCaller(request).user.id)),
    );
  };
}
