import { CONTENT_PAGES } from '@portal/domain/schemas';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF, pngImage } from '../modules/assets/test-support.ts';
import { multipart } from '../modules/assets/test-uploads.ts';
import {
  CALLERS,
  type Caller,
  createKnownRecords,
  type KnownRecords,
  signInCallers,
} from '../test/callers.ts';
import { operationRows } from '../test/operations.ts';
import { form, testAppForSuite } from '../test/test-app.ts';

/**
 * The API answers as its description says, checked from outside: every operation of the
 * authorisation matrix's table is requested as every caller (refusals, and the 400s of its malformed
 * bodies), then a well-formed request of each kind, and every answer is validated against
 * /api/openapi.json with ajv: its status must be described, its media type too, a JSON answer must
 * match the described schema (envelope and data, no key the schema does not name) with the HTTP status
 * in status.code, and a header the description requires (Retry-After) must be there.
 */

interface Described {
  paths: Record<string, Record<string, { responses: Record<string, DescribedResponse> }>>;
  components: { headers: Record<string, { required?: boolean }> };
}

interface DescribedResponse {
  headers?: Record<string, { $ref: string }>;
  content?: Record<string, { schema?: unknown }>;
}

/** The problems of one answer of `operation` ('POST /api/game/all') against the description. */
class DescriptionCheck {
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly description: Described) {
    this.ajv.addSchema(description, 'api');
  }

  problems(operation: string, response: LightMyRequestResponse): string[] {
    const [method, path] = operation.split(' ') as [string, string];
    const where = `${operation} → ${response.statusCode}`;
    const answer =
      this.description.paths[path]?.[method.toLowerCase()]?.responses[String(response.statusCode)];
    if (!answer) return [`${where}: the status is not described`];

    const problems: string[] = [];
    for (const [name, header] of Object.entries(answer.headers ?? {})) {
      const required = this.description.components.headers[header.$ref.split('/').pop()!]?.required;
      if (required && response.headers[name.toLowerCase()] === undefined)
        problems.push(`${where}: no ${name} header`);
    }
    const type = String(response.headers['content-type'] ?? '').split(';')[0]!;
    if (!answer.content) {
      if (response.rawPayload.length > 0) problems.push(`${where}: a body where none is described`);
      return problems;
    }
    const mediaType = Object.keys(answer.content).find((range) => mediaTypeMatches(range, type));
    if (mediaType === undefined) return [...problems, `${where}: ${type} is not described`];
    if (type !== 'application/json') return problems;

    const body = response.json();
    const validate = this.validator([
      path,
      method.toLowerCase(),
      'responses',
      String(response.statusCode),
      'content',
      mediaType,
      'schema',
    ]);
    if (!validate(body))
      problems.push(`${where}: ${this.ajv.errorsText(validate.errors)} (${response.body.slice(0, 200)})`);
    if (body.status && body.status.code !== response.statusCode)
      problems.push(`${where}: status.code is ${body.status.code}`);
    return problems;
  }

  private validator(steps: string[]): ValidateFunction {
    const pointer = steps
      .map((step) => encodeURIComponent(step.replace(/~/g, '~0').replace(/\//g, '~1')))
      .join('/');
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `api#/paths/${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/** 'image/*' matches 'image/webp'; '*\/*' anything. */
function mediaTypeMatches(range: string, type: string): boolean {
  if (range === '*/*' || range === type) return true;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1));
}

/** A well-formed request of an operation, as a caller: what the matrix's malformed bodies never reach. */
interface WellFormed {
  operation: string;
  caller: Caller;
  request: InjectOptions;
}

const json = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

/**
 * Well-formed requests, the deletes last so that the others find what they ask for; some ask for
 * what is not there (id 999999) or cannot be (deleting an operator with users), for the 404 and 409.
 */
function wellFormedRequests(known: KnownRecords & { guestId: number }, png: Buffer): WellFormed[] {
  const post = (
    operation: string,
    caller: Caller,
    body: { payload: string | Buffer; headers: Record<string, string> },
  ) => ({
    operation,
    caller,
    request: { method: 'POST' as const, url: operation.split(' ')[1], ...body },
  });
  const drawGameKinds = ['popular-draw-games', 'frequency-draw-games', 'enhanced-features'];
  const drawGameContents = [
    'popular-draw-games-content',
    'frequency-draw-games-content',
    'enchanced-features-content',
  ];
  const image = [{ name: 'picture.png', content: png, type: 'image/png' }];
  const missing = form({ id: '999999' });
  return [
    // A folder outside the document centre, asked of it by a visitor.
    {
      operation: 'GET /api/asset/get/documentCentre',
      caller: 'visitor',
      request: { url: `/api/asset/get/documentCentre?id=${known.folder}` },
    },
    post(
      'POST /api/authentication/login',
      'visitor',
      form({ email: 'nobody@demo.test', password: 'a-password-long-enough' }),
    ),
    post('POST /api/authentication/guestLogin', 'visitor', form({ guestSlug: known.guestSlug })),
    post('POST /api/user/reset-password/email', 'visitor', form({ email: 'nobody@demo.test' })),
    post('POST /api/user/reset-password/id', 'visitor', form({ id: String(known.user) })),
    post(
      'POST /api/user/update-password',
      'visitor',
      form({ token: 'a'.repeat(43), password: 'a-password-long-enough' }),
    ),
    ...(['visitor', 'SA'] as const).flatMap((caller) => [
      post('POST /api/game/all', caller, form({ depth: '1', regions: '["us--georgia"]' })),
      post('POST /api/game/date', caller, form({ date: '2000-01-01' })),
      post('POST /api/game/featured', caller, form({})),
      ...drawGameKinds.map((kind) => post(`POST /api/${kind}/all`, caller, form({ depth: '1' }))),
    ]),
    post('POST /api/logs/create', 'customer', form({ description: 'A tracked event' })),
    post('POST /api/globals/set', 'SA', json({ useGameDemoFallbacks: true })),
    post('POST /api/roadmap/put', 'SA', json({ games: [] })),
    post(
      'POST /api/user/create',
      'AM',
      form({
        type: 'POST',
        firstName: 'Con',
        surname: 'Formance',
        email: 'conformance@demo.test',
        userType: 'igt',
        userGroup: 'CM',
        regions: '[{"region":"us--georgia","isDefault":true}]',
      }),
    ),
    post('POST /api/user/send-password-link', 'SA', form({ id: String(known.user) })),
    post(
      'POST /api/game/create',
      'SA',
      form({ type: 'POST', gameName: 'Conformance Gold', regions: '["us--georgia"]' }),
    ),
    ...drawGameKinds.map((kind) =>
      post(`POST /api/${kind}/create`, 'SA', form({ type: 'POST', name: `Conformance ${kind}` })),
    ),
    // The first of each kind in this fresh database (id 1), just made.
    ...drawGameKinds.map((kind) => ({
      operation: `GET /api/${kind}/revisions`,
      caller: 'SA' as const,
      request: { url: `/api/${kind}/revisions?id=1` },
    })),
    {
      operation: 'GET /api/popular-draw-game/get',
      caller: 'SA',
      request: { url: '/api/popular-draw-game/get?id=1' },
    },
    post(
      'POST /api/operator/create',
      'SA',
      form({ type: 'POST', name: 'Conformance Lotto', regions: '["us--georgia"]' }),
    ),
    post(
      'POST /api/news/add',
      'SA',
      json({ title: 'Conformance', summary: 'A story', body: '<p>Told.</p>', category: 'Product' }),
    ),
    { operation: 'GET /api/news/revisions', caller: 'SA', request: { url: '/api/news/revisions?id=1' } },
    post('POST /api/content/restore', 'SA', json({ page: 'homepage', revision: 1 })),
    post('POST /api/whats-new/seen', 'customer', form({ until: new Date().toISOString() })),
    post('POST /api/digest/settings', 'customer', form({ frequency: 'daily' })),
    ...drawGameKinds.flatMap((kind) => [
      {
        operation: `GET /api/${kind}/revisions`,
        caller: 'SA' as const,
        request: { url: `/api/${kind}/revisions?id=999999` },
      },
      post(`POST /api/${kind}/restore`, 'SA', json({ id: 999999, revision: 1 })),
    ]),
    post('POST /api/asset/create/folder', 'SA', form({ pid: String(known.folder), name: 'Conformance' })),
    post('POST /api/asset/rename', 'SA', form({ id: String(known.file), name: 'renamed' })),
    post(
      'POST /api/asset/putIntoParent',
      'SA',
      multipart({ parentId: String(known.folder) }, [
        { name: 'more.pdf', content: MINIMAL_PDF, type: 'application/pdf' },
      ]),
    ),
    post(
      'POST /api/asset/put',
      'SA',
      multipart({ folder: 'Conformance uploads' }, [
        { name: 'put.pdf', content: MINIMAL_PDF, type: 'application/pdf' },
      ]),
    ),
    post('POST /api/asset/move', 'SA', form({ ids: String(known.file), parentId: String(known.folder) })),
    post('POST /api/user/guest/extend', 'SA', form({ id: String(known.guestId), days: '3' })),
    post('POST /api/user/guest/expire', 'AM', form({ id: String(known.guestId) })),
    post('POST /api/operator/delete', 'SA', form({ id: String(known.operator) })),
    ...drawGameKinds.map((kind) => post(`POST /api/${kind}/delete`, 'SA', missing)),
    ...drawGameContents.map((content) =>
      post(`POST /api/${content}/create`, 'SA', json({ title: 'Draws', sections: [] })),
    ),
    post('POST /api/content/editpromotionaltoolsmodules', 'SA', json({ modules: [] })),
    post(
      'POST /api/news/edit',
      'SA',
      json({ id: 999999, title: 'Gone', summary: 'A story', body: '<p>Told.</p>', category: 'Product' }),
    ),
    post('POST /api/news/delete', 'SA', missing),
    post('POST /api/news/putasset', 'SA', multipart({}, image)),
    post('POST /api/content/putasset', 'SA', multipart({}, image)),
    post('POST /api/asset/game', 'SA', multipart({ id: String(known.game) }, image)),
    post('POST /api/asset/user', 'SA', multipart({ id: String(known.user) }, image)),
    post('POST /api/user/delete', 'SA', form({ id: String(known.user) })),
    post('POST /api/asset/delete', 'SA', form({ id: String(known.file) })),
    // The delete put the file in the trash: back, then in again and gone for good.
    post('POST /api/asset/trash/restore', 'SA', form({ id: String(known.file) })),
    post('POST /api/asset/delete', 'SA', form({ id: String(known.file) })),
    post('POST /api/asset/trash/purge', 'SA', form({ id: String(known.file) })),
    post('POST /api/game/delete', 'SA', form({ id: String(known.game) })),
    post('POST /api/authentication/logout', 'performance', form({})),
    // Second factors: the ceremonies start for anyone (a passkey alone) and for an admin.
    post('POST /api/authentication/passkey/options', 'performance', json({})),
    post('POST /api/mfa/passkeys/options', 'AM', form({})),
    post('POST /api/mfa/totp/start', 'SA', form({})),
    post('POST /api/mfa/totp/delete', 'SA', form({})),
    post('POST /api/user/reset-second-factor', 'SA', form({ id: String(known.user) })),
  ];
}

describe('the API as its description says', () => {
  const t = testAppForSuite({ seed: false });
  let tokens: Map<Caller, string>;
  let known: KnownRecords;
  let guestId: number;
  let check: DescriptionCheck;
  let operations: string[];

  beforeAll(async () => {
    const callers = await signInCallers(t, 'Conformance Lotto');
    tokens = callers.tokens;
    // The names the operation table's reads ask for.
    known = await createKnownRecords(t, tokens.get('SA')!, callers.operator, {
      game: 'Matrix Gold',
      folder: 'Matrix kit',
    });
    const guests = await send('SA', { url: '/api/users/getAll?type=guest' });
    guestId = guests.json().data[0].id;
    const description = (await t.app.inject({ url: '/api/openapi.json' })).json() as Described;
    check = new DescriptionCheck(description);
    operations = Object.entries(description.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });

  const send = (caller: Caller, request: InjectOptions) => {
    const token = tokens.get(caller);
    return t.app.inject({
      ...request,
      headers: { ...request.headers, ...(token ? { 'consumer-token': token } : {}) },
    });
  };

  it('answers every operation, as every caller, with what the description says', async () => {
    const violations: string[] = [];
    const answered = new Map<string, Set<number>>();
    const record = (operation: string, response: LightMyRequestResponse) => {
      violations.push(...check.problems(operation, response));
      answered.set(operation, (answered.get(operation) ?? new Set()).add(response.statusCode));
    };

    for (const row of operationRows(known)) {
      const [method, path] = row.operation.split(' ') as ['GET' | 'POST', string];
      for (const caller of CALLERS) {
        const body =
          method === 'POST'
            ? { payload: '{"malformed":', headers: { 'content-type': 'application/json' } }
            : {};
        record(row.operation, await send(caller, { method, url: row.url ?? path, ...body }));
      }
    }
    for (const page of CONTENT_PAGES) {
      const document = (await send('SA', { url: `/api/content/get${page}` })).json().data;
      record(
        `POST /api/content/edit${page}`,
        await send('SA', { method: 'POST', url: `/api/content/edit${page}`, ...json(document) }),
      );
    }
    const png = await pngImage();
    for (const { operation, caller, request } of wellFormedRequests({ ...known, guestId }, png))
      record(operation, await send(caller, request));

    expect(violations).toEqual([]);
    expect(operations.filter((operation) => !answered.has(operation))).toEqual([]);
    // Most operations answer a success as well as their refusals.
    const succeeded = [...answered.values()].filter((statuses) => statuses.has(200)).length;
    expect(succeeded).toBeGreaterThan(operations.length * 0.8);
  });
});
