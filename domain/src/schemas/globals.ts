import { z } from 'zod';

/**
 * The globals an SA may set (POST /api/globals/set). Known keys are typed; the object stays open so
 * later admin options can add keys without a migration.
 */
export const GlobalsUpdate = z
  .looseObject({
    useGameDemoFallbacks: z.boolean({ error: 'useGameDemoFallbacks must be true or false.' }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Send at least one setting to change.')
  .refine((value) => JSON.stringify(value).length <= 100_000, 'The settings are too large.');
export type GlobalsUpdate = z.infer<typeof GlobalsUpdate>;

export const DEFAULT_GLOBALS = { useGameDemoFallbacks: true } as const;
