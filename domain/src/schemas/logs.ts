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

/** How much one caller may report through logs/create (issue 28 item 15). */
export const CLIENT_EVENT_LIMITS = { perMinute: 30, dataChars: 2000, userChars: 200 } as const;

export const CLIENT_EVENT_MESSAGES = {
  tooMany: `Too many events reported: at most ${CLIENT_EVENT_LIMITS.perMinute} a minute. Try again in a minute.`,
} as const;

/**
 * POST /api/logs/create: an event the app reports (SPEC §7: description, user, game, data), e.g. the
 * login success of SPEC §4. It is kept apart from the audit trail, as reported by the client: its
 * author is the caller, and `user` is kept as reported, never trusted.
 */
export const LogCreate = z.object({
  description: requiredText(
    'Describe the event in description.',
    500,
    'The description is too long (500 characters at most).',
  ),
  user: z
    .string({ error: 'user must be text.' })
    .max(CLIENT_EVENT_LIMITS.userChars, 'user is too long (200 characters at most).')
    .optional(),
  game: optionalId('game must be a game id.'),
  data: z
    .string({ error: 'data must be text.' })
    .max(CLIENT_EVENT_LIMITS.dataChars, 'data is too long (2,000 characters at most).')
    .optional(),
});
export type LogCreate = z.infer<typeof LogCreate>;

/**
 * GET /api/logs/get: one entry of the audit trail by id, or a page of the newest entries; `targetUser`
 * keeps the entries about that user (the history of a user's edit page). An SA reads every entry; an
 * AM the entries about the users they may manage (canManageUser), and no other user's history.
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

/** logs/create answers the id of the event it kept. */
export const LogCreated = z.object({ id: z.number().int().positive() });

/** GET /api/logs/client-events: a page of the newest events the app reported. */
export const ClientEventQuery = LogQuery.pick({ limit: true, offset: true });

/** An event reported by the app through logs/create: not a record of the server's. */
export const ClientEvent = z.object({
  id: z.number().int().positive(),
  /** Always 'client': shown apart from the audit trail, and marked so. */
  reportedBy: z.literal('client'),
  description: z.string(),
  /** The signed-in caller who sent it (null once that account is deleted). */
  author: z.object({ id: z.number().int().positive(), fullName: z.string() }).nullable(),
  /** SPEC's `user` field as the client sent it (unchecked). */
  reportedUser: z.string().nullable(),
  game: z.number().int().nullable(),
  data: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientEvent = z.infer<typeof ClientEvent>;
