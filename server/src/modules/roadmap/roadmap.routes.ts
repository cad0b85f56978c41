import { RoadmapPlanForm } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { RoadmapService } from './roadmap.service.ts';

/** The roadmap plan: read by the pipeline, set by an SA (SPEC §7 roadmap/put). */
export function roadmapRoutes(roadmap: RoadmapService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/roadmap/get',
      {
        config: {
          access: 'pipeline',
          contract: {
            summary: 'Reads the roadmap plan: the pipeline games and their planned months per region',
          },
        },
      },
      async () => ok(await roadmap.plan()),
    );

    app.post(
      '/api/roadmap/put',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Sets the whole roadmap plan in one transaction',
            body: RoadmapPlanForm,
            bodyType: 'json',
          },
        },
      },
      async (request) =>
        ok(await roadmap.put(validate(RoadmapPlanForm, request.body), requireCaller(request).user.id)),
    );
  };
}
