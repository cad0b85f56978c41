import { NUMBER_TEXT_MAX } from '@portal/domain';
import { JSON_TEXT_MAX } from '@portal/domain/schemas';
import type { z } from 'zod';

/**
 * A route's contract, beside its `access`: the domain schemas it reads and the one its answer's `data`
 * follows. The route validates its input with these very schemas (`validate(contract.body, …)`), the
 * API description (plugins/openapi.ts) is made from them, and in tests every answer is checked
 * against `answer` (plugins/answer-check.ts), so the three cannot drift apart.
 */
export interface RouteContract {
  summary: string;
  /** Path parameters. */
  params?: z.ZodType;
  /** Query string fields. */
  query?: z.ZodType;
  /** Body fields, and how they are sent: SPEC §7 uses forms unless it says JSON. */
  body?: z.ZodType;
  bodyType?: 'form' | 'json' | 'multipart';
  /**
   * Multipart parts beside the body's text fields, keyed by a regular expression of their names
   * (`^files\[\d+\]$`): a file when `file` is set, else text of at most `maxLength` characters.
   */
  parts?: Record<string, { description: string; file?: boolean; maxLength?: number }>;
  /** The `data` of a successful envelope; a route without one answers `data: null`. */
  answer?: z.ZodType;
  /** A non-envelope answer (downloads, the docs page) and its media type. */
  produces?: string;
  /**
   * Failures particular to this route, beside those its access and input imply (400, 401, 403, 413,
   * 415): each leaves as the envelope.
   */
  failures?: RouteFailure[];
  /**
   * Answers without the envelope beside 200: 304 to a matching If-None-Match, 206 to a Range, 302;
   * 201 and 204 for the tus protocol's bodiless answers (resumable uploads).
   */
  alsoAnswers?: (201 | 204 | 206 | 302 | 304)[];
  /** Where a 302 sends the caller, for the description (default: a folder's zip download). */
  redirectsTo?: string;
  /** A public route whose answer depends on who calls: a token is optional, and shows the caller more. */
  answersByCaller?: boolean;
}

type RouteFailure = 401 | 403 | 404 | 409 | 413 | 416 | 429 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/**
 * The parts of the asset form (games, draw games, operators) beside its text fields, SPEC §7: for each
 * of `slots`, the assets it keeps and the stored assets or files added to it.
 */
export function assetFormParts(slots: readonly string[]): RouteContract['parts'] {
  const slot = `(${slots.join('|')})`;
  return {
    [`^${slot}$|^assets\\[${slot}\\]$`]: {
      description:
        'The assets a slot keeps, in order: a JSON list of ids (or of { id }) as text; [] empties it.',
      maxLength: JSON_TEXT_MAX,
    },
    [`^files\\[${slot}\\]\\[\\d{1,4}\\]\\[id\\]$`]: {
      description: 'A stored asset added to the slot at position n: its id.',
      maxLength: NUMBER_TEXT_MAX,
    },
    [`^files\\[${slot}\\]\\[\\d{1,4}\\]\\[data\\]$`]: {
      description: "A file uploaded into the item's tree and added to the slot at position n.",
      file: true,
    },
  };
}

/** The files of an upload into an asset tree: `files[n]` (or `files`, repeated). */
export const UPLOAD_PARTS: RouteContract['parts'] = {
  '^files(\\[\\d+\\])?$': {
    description: 'A file to store; send several parts for several files.',
    file: true,
  },
};
