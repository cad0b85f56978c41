import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailShape } from '../validation';

/**
 * The globals (SPEC §3 'Globals', §7 globals/all and globals/set). Start-up reads them once
 * (GET /api/globals/all, public); an SA changes them with POST /api/globals/set (JSON), and every
 * client sees the change on its next start-up.
 *
 * globals/set takes any of the settable keys below (at least one); a key set to null goes back to
 * the server's configured default. Unknown keys are refused (the object is strict), so a typo can
 * never be stored and a deeply nested body is refused at its first level.
 */

/** The demo launch settings (domain/demo.ts): hosts and test values from configuration, SPEC §9 defaults. */
export const DemoConfig = z.object({
  /** 'cloud' and one entry per lab environment, each a base URL. */
  gatewayHosts: z.record(z.string(), z.string()),
  genericGamesUrl: z.string(),
  operatorCode: z.string(),
  skinCode: z.string(),
  countryCode: z.string(),
  language: z.string(),
  secureToken: z.string(),
  forceLat: z.string(),
  forceLng: z.string(),
  forceLocationStatus: z.string(),
  forceLocationMessage: z.string(),
  ipAddress: z.string(),
  presentType: z.string(),
  loadSkin: z.string(),
  channel: z.string(),
});
export type DemoConfig = z.infer<typeof DemoConfig>;

const URL_MAX = 2000;

/** An absolute http(s) address: these are opened by browsers (links, frames, video players). */
function webAddress(field: string, what: string) {
  return z
    .string({ error: `${field} must be ${what}.` })
    .trim()
    .max(URL_MAX, `${field} is too long (${URL_MAX} characters at most).`)
    .refine((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'https:' || protocol === 'http:';
      } catch {
        return false;
      }
    }, `${field} must be ${what}.`);
}

/** Operator and skin codes: what the demo gateway expects, letters, digits, '-' and '_'. */
function demoCode(field: string) {
  return z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(20, `${field} must be 1 to 20 letters, digits, '-' or '_'.`)
    .regex(/^[A-Za-z0-9_-]{1,20}$/, `${field} must be 1 to 20 letters, digits, '-' or '_'.`);
}

/** The demo launch defaults an SA may change (SPEC §3 'Demo game settings', §9). */
export const DemoDefaultsUpdate = z.strictObject(
  {
    operatorCode: demoCode('demo.operatorCode').nullable().optional(),
    skinCode: demoCode('demo.skinCode').nullable().optional(),
    countryCode: z
      .string({ error: 'demo.countryCode must be a two-letter country code such as GB.' })
      .trim()
      .max(2, 'demo.countryCode must be a two-letter country code such as GB.')
      .regex(/^[A-Za-z]{2}$/, 'demo.countryCode must be a two-letter country code such as GB.')
      .transform((value) => value.toUpperCase())
      .nullable()
      .optional(),
    language: z
      .string({ error: "demo.language must be a language code such as 'en' or 'en-GB'." })
      .trim()
      .max(8, "demo.language must be a language code such as 'en' or 'en-GB'.")
      .regex(
        /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/,
        "demo.language must be a language code such as 'en' or 'en-GB'.",
      )
      .nullable()
      .optional(),
  },
  { error: (issue) => unknownKeyMessage(issue, 'demo.') ?? 'demo must be an object of demo defaults.' },
);
export type DemoDefaultsUpdate = z.infer<typeof DemoDefaultsUpdate>;

/** The demo defaults globals/set can change; the gateway hosts and test values stay configuration. */
export const DEMO_DEFAULT_KEYS = ['operatorCode', 'skinCode', 'countryCode', 'language'] as const;
export type DemoDefaultKey = (typeof DEMO_DEFAULT_KEYS)[number];

function unknownKeyMessage(issue: z.core.$ZodRawIssue, prefix = ''): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  const keys = (issue.keys as string[]).map((key) => `'${prefix}${key}'`).join(', ');
  return `${keys} ${issue.keys.length === 1 ? 'is not a setting' : 'are not settings'} that can be changed.`;
}

/** POST /api/globals/set (SA, JSON). */
export const GlobalsUpdate = z
  .strictObject(
    {
      useGameDemoFallbacks: z
        .boolean({ error: 'useGameDemoFallbacks must be true or false.' })
        .nullable()
        .optional(),
      enquiriesEmail: z
        .string({ error: 'enquiriesEmail must be an e-mail address.' })
        .trim()
        .max(EMAIL_MAX_LENGTH, 'enquiriesEmail must be an e-mail address.')
        .refine(isEmailShape, 'enquiriesEmail must be an e-mail address.')
        .nullable()
        .optional(),
      responsibleGamblingUrl: webAddress('responsibleGamblingUrl', 'an http or https address')
        .nullable()
        .optional(),
      /** Video ids (SPEC §2 'Video embed') are appended to this address. */
      videoHost: webAddress('videoHost', 'an http or https address').nullable().optional(),
      /** null: the tournaments lobby on the demo gateway's host (domain/demo.ts tournamentsDemoUrl). */
      tournamentsDemoUrl: webAddress('tournamentsDemoUrl', 'an http or https address').nullable().optional(),
      demo: DemoDefaultsUpdate.optional(),
    },
    { error: (issue) => unknownKeyMessage(issue) ?? 'Send the settings as a JSON object.' },
  )
  .refine(
    (value) =>
      Object.keys(value).length > 0 && (value.demo === undefined || Object.keys(value.demo).length > 0),
    'Send at least one setting to change.',
  );
export type GlobalsUpdate = z.infer<typeof GlobalsUpdate>;

/** The keys globals/set stores at the top level (`demo` holds DEMO_DEFAULT_KEYS). */
export const GLOBAL_SETTING_KEYS = [
  'useGameDemoFallbacks',
  'enquiriesEmail',
  'responsibleGamblingUrl',
  'videoHost',
  'tournamentsDemoUrl',
] as const;
export type GlobalSettingKey = (typeof GLOBAL_SETTING_KEYS)[number];

/**
 * GET /api/globals/all (and the answer of globals/set): the stored settings over the server's
 * configured defaults. `demo` is the whole DemoConfig of domain/demo.ts (hosts and test values come
 * from configuration; the four demo defaults may be stored). `tournamentsDemoUrl` null means the
 * lobby on the demo gateway's host.
 */
export const Globals = z.object({
  useGameDemoFallbacks: z.boolean(),
  enquiriesEmail: z.string(),
  responsibleGamblingUrl: z.string(),
  videoHost: z.string(),
  tournamentsDemoUrl: z.string().nullable(),
  demo: DemoConfig,
});
export type Globals = z.infer<typeof Globals>;

export const DEFAULT_GLOBALS = { useGameDemoFallbacks: true } as const;

// Defined beside the other constants, which load no zod: the web shell uses it.
export { DEFAULT_RESPONSIBLE_GAMBLING_URL } from '../constants';
