import { HealthAlive, ReadinessParts } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { failure, ok } from '../../lib/envelope.ts';
import type { HealthService } from './health.service.ts';

/** For load balancers and monitors: no sign-in, and nothing in the answers but the parts' names. */
export function healthRoutes(health: HealthService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/health',
      {
        config: {
          access: 'public',
          contract: { summary: 'Answers 200 while this instance is alive', answer: HealthAlive },
        },
      },
      async () => ok({ status: 'alive' }),
    );

    app.get(
      '/api/health/ready',
      {
        config: {
          access: 'public',
          contract: {
            summary:
              'Answers 200 when the database and Redis (when configured) answer and the storage takes writes, else 503 naming what fails',
            answer: ReadinessParts,
            failures: [503],
          },
        },
      },
      async (_request, reply) => {
        const readiness = await health.readiness();
        if (readiness.ready) return ok(readiness.parts);
        const failing = Object.entries(readiness.parts)
          .filter(([, state]) => state === 'failing')
          .map(([part]) => part);
        return reply.code(503).send(failure(503, `Not ready: ${failing.join(', ')} failing.`));
      },
    );
  };
}
