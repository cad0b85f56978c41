import { z } from 'zod';
import { numberText, requiredText } from './common.ts';

const optionalId = (message: string) =>
  z
    .union([numberText(message), z.number()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const text = String(value);
      if (!/^\d{1,15}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    });

/** POST /api/logs/create: a tracked event (SPEC §7), e.g. the login success of SPEC §4. */
export const LogCreate = z.object({
  description: requiredText(
    'Describe the event in description.',
    500,
    'The description is too long (500 characters at most).',
  ),
  game: optionalId('game must be a game id.'),
  data: z.string().max(10_000, 'data is too long (10,000 characters at most).').optional(),
});
export type LogCreate = z.infer<typeof LogCreate>;

/**
 * GET /api/logs/get: one entry by id, or a page of the newest entries; `targetUser` keeps the
 * entries about that user (the audit trail of a user's edit page).
 */
export const LogQuery = z.object({
  id: optionalId('Id provided is invalid'),
  targetUser: optionalId('targetUser must be a user id.'),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be between 1 and 200.')
    .max(200, 'limit must be between 1 and 200.')
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number.' })
    .int('offset must be a whole number.')
    .min(0, 'offset cannot be negative.')
    .default(0),
});

export const LogEntry = z.object({
  id: z.number().int().positive(),
  description: z.string(),
  user: z.object({ id: z.number().int().positive(), fullName: z.string() }).nullable(),
  game: z.number().int().nullable(),
  /** The user an audit entry is about (null for other entries), kept after that user is deleted. */
  targetUserId: z.number().int().nullable(),
  /** JSON text; for the audit trail of the people admin an AuditDetails (schemas/audit.ts). */
  data: z.string().nullable(),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof LogEntry>;

/** logs/create answers the id of the entry it wrote. */
export const LogCreated = z.object({ id: z.number().int().positive() });
