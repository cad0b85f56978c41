import { z } from 'zod';

/** GET /api/health: this instance is alive. */
export const HealthAlive = z.object({ status: z.literal('alive') });

/** GET /api/health/ready: the state of each part the instance needs (redis only when configured). */
export const ReadinessParts = z.object({
  database: z.enum(['ok', 'failing']),
  storage: z.enum(['ok', 'failing']),
  redis: z.enum(['ok', 'failing']).optional(),
});
