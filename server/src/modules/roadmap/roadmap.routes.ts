import { RoadmapPlan, RoadmapPlanForm } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { RoadmapService } from './roadmap.service.ts';

const readPlan = {
  summary: 'Reads the roadmap plan: the pipeline games and their planned months per region',
  answer: RoadmapPlan,
} satisfies RouteContract;
const putPlan = {
  summary: 'Sets the whole roadmap plan in one transaction',
  body: RoadmapPlanForm,
  bodyType: 'json',
  answer: RoadmapPlan,
} satisfies RouteContract;

/** The roadmap plan: read by the pipeline, set by an SA (SPEC §7 roadmap/put). */
export function roadmapRoutes(roadmap: RoadmapService) {
  return async (app: FastifyInstance) => {
    app.get('/api/roadmap/get', { config: { access: 'pipeline', contract: readPlan } }, async () =>
      ok(await roadmap.plan()),
    );

    app.post('/api/roadmap/put', { config: { access: 'superAdmin', contract: putPlan } }, async (request) =>
      ok(await roadmap.put(validate(putPlan.body, request.body), requireCaller(request).user.id)),
    );
  };
}
