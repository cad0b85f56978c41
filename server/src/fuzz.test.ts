import { ALL_REGIONS } from '@portal/domain';
import { GAME_ASSET_SLOTS } from '@portal/domain/schemas';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF, pngImage } from './modules/assets/test-support.ts';
import { multipart, type UploadFile } from './modules/assets/test-uploads.ts';
import {
  CALLERS,
  type Caller,
  createKnownRecords,
  type KnownRecords,
  signInCaller,
  signInCallers,
} from './test/callers.ts';
import { createOperator } from './test/factories.ts';
import { testAppForSuite } from './test/test-app.ts';

/**
 * Fuzzing of issue 13 item 3: every operation of /api/openapi.json, as each caller, with inputs made by
 * fast-check from the operation's own input schemas (the description's JSON Schemas are the domain
 * schemas' z.toJSONSchema(…, { io: 'input', unrepresentable: 'any' })) and mutations of them: wrong
 * types, huge strings, unicode, NUL bytes, missing and extra fields, nesting, strange ids. No answer may
 * be a 5xx or a hang, every answer under /api is the envelope (files, pages and CSVs only on success),
 * and the server answers as before afterwards.
 *
 * Reads run first, then writes, then deletes and sign-outs, so deletes with fuzzed ids do not take the
 * records the other calls would reach; a caller whose session a call ended, deleted or changed is
 * signed in again as a new user of its group before its next call. FUZZ_RUNS (runs per operation and caller) and FUZZ_SEED make a longer or
 * different run; the default seed is fixed so a failure reproduces.
 */

const RUNS = Number(process.env.FUZZ_RUNS || 8);
const SEED = Number(process.env.FUZZ_SEED || 20_130_913);
const ANSWER_TIMEOUT_MS = 10_000;
const GAME_NAME = 'Fuzz Gold';

// ── The operations, from the API description ────────────────────────────────────────────────────

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

interface ApiDescription {
  paths: Record<string, Record<string, DescribedOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface DescribedOperation {
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

type Encoding = 'form' | 'json' | 'multipart';
const ENCODINGS: Encoding[] = ['form', 'json', 'multipart'];
const MEDIA_TYPES: Record<string, Encoding> = {
  'application/x-www-form-urlencoded': 'form',
  'application/json': 'json',
  'multipart/form-data': 'multipart',
};

interface Operation {
  /** 'METHOD /path/{param}' as the description names it. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  phase: 'read' | 'write' | 'delete';
  /** The query parameters as one object schema; null when the description lists none. */
  query: JsonSchema | null;
  body: { schema: JsonSchema; encoding: Encoding } | null;
  /** False when a success is a file, a page, a CSV or the description itself rather than the envelope. */
  successIsEnvelope: boolean;
}

function operationsOf(description: ApiDescription): Operation[] {
  return Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, described]): Operation => {
      const name = `${method.toUpperCase()} ${path}`;
      const queryParameters = described.parameters.filter((parameter) => parameter.in === 'query');
      const [mediaType, content] = Object.entries(described.requestBody?.content ?? {})[0] ?? [];
      const success = described.responses['200']?.content?.['application/json']?.schema;
      return {
        name,
        method: method.toUpperCase() as Operation['method'],
        path,
        phase: method === 'get' ? 'read' : /\/(delete|logout|expire)$/.test(path) ? 'delete' : 'write',
        query:
          queryParameters.length === 0
            ? null
            : {
                type: 'object',
                properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema])),
                required: queryParameters.filter((p) => p.required).map((p) => p.name),
              },
        body: mediaType && content ? { schema: content.schema, encoding: MEDIA_TYPES[mediaType]! } : null,
        successIsEnvelope: success?.required?.includes('success') ?? false,
      };
    }),
  );
}

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────────

/** One fuzzed request to an operation. */
interface FuzzRequest {
  /**
   * The caller's address: one of many, none the callers' sign-ins come from, so the login throttle's
   * per-address cap neither refuses every fuzzed login nor keeps a caller from signing in again.
   */
  address: string;
  /** Path parameters, in order, as sent (already URL-encoded or deliberately raw). */
  pathValues: string[];
  /** GET: the query fields (or something that is no object at all), and raw text after them. */
  query: unknown;
  rawQuery: string;
  /** POST: the body, how it is encoded, and whether form lists repeat their name instead of JSON. */
  body: unknown;
  encoding: Encoding;
  repeatLists: boolean;
  files: UploadFile[];
}

/** Fields tried where an operation describes none (its input is read by hand or preprocessed). */
const COMMON_FIELDS = ['id', 'ids', 'parentId', 'pid', 'name', 'folder', 'email', 'page', 'type', 'token'];

/** Fields no form has, with values meant to pollute or to elevate. */
const EXTRA_FIELDS: [string, unknown][] = [
  ['__proto__', { isSuperAdmin: true, userGroup: 'SA' }],
  ['constructor', { prototype: { isSuperAdmin: true } }],
  ['prototype', { isSuperAdmin: true }],
  ['isSuperAdmin', true],
  ['userGroup', 'SA'],
  ['userType', 'igt'],
  ['success', true],
  ['toString', 'x'],
  ['hasOwnProperty', 1],
  ['valueOf', {}],
];

const ANYTHING = { maxDepth: 2, maxKeys: 4 };
const MAX_REF_DEPTH = 3;

/** Fast-check arbitraries for the inputs of the operations, aiming ids at records that exist. */
class InputArbitraries {
  private readonly id: fc.Arbitrary<unknown>;
  private readonly hostile: fc.Arbitrary<unknown>;

  constructor(
    private readonly components: Record<string, JsonSchema>,
    private readonly known: KnownRecords,
    private readonly png: Buffer,
  ) {
    const knownIds = [known.file, known.folder, known.game, known.user, known.operator];
    this.id = fc.oneof(
      fc.constantFrom(...knownIds),
      fc.constantFrom(...knownIds).map(String),
      fc.integer({ min: 1, max: 60 }),
      fc.constantFrom<unknown>(
        -1,
        0,
        -0,
        1.5,
        2 ** 31,
        2 ** 53 + 2,
        1e21,
        -1e308,
        '1e3',
        '0x10',
        ' 1 ',
        '01',
        '1.0',
        '-1',
        '9'.repeat(400),
        '1;1',
        'NaN',
        'Infinity',
        '',
        '١٢',
        '1\u0000',
        ':',
        '1::2',
        '[1]',
        'null',
      ),
    );
    this.hostile = fc.oneof(
      // Wrong types.
      fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.constant([]),
        fc.constant({}),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
      ),
      hugeString,
      unicodeString,
      fc.string().map((text) => `${text}\u0000${text}`),
      fc.integer({ min: 2, max: 200 }).map(nested),
      this.id,
      fc.anything(ANYTHING),
    );
  }

  /** A request to `operation`: valid inputs and mutations of them, for every part it reads. */
  request(operation: Operation): fc.Arbitrary<FuzzRequest> {
    const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const get = operation.method === 'GET';
    return fc.record({
      address: fc.integer({ min: 1, max: 254 }).map((host) => `203.0.113.${host}`),
      pathValues: fc.tuple(...pathNames.map((name) => this.pathValue(name))),
      query: get ? this.mutated(operation.query) : fc.constant(undefined),
      rawQuery: get
        ? fc.oneof(
            { weight: 5, arbitrary: fc.constant('') },
            fc.constantFrom('%', '%%', '%E0%A4%A', '%00', '&&==&', 'a[b]=1', '__proto__[x]=1', 'id=1&id=2'),
          )
        : fc.constant(''),
      body: get ? fc.constant(undefined) : this.mutated(operation.body?.schema ?? null),
      encoding: operation.body
        ? fc.oneof(
            { weight: 6, arbitrary: fc.constant(operation.body.encoding) },
            fc.constantFrom(...ENCODINGS),
          )
        : fc.constantFrom(...ENCODINGS),
      repeatLists: fc.boolean(),
      files: get ? fc.constant([]) : fc.array(this.file(), { maxLength: 2 }),
    });
  }

  /** Valid inputs of the schema (or the common fields), and each kind of mutation of them. */
  private mutated(schema: JsonSchema | null): fc.Arbitrary<unknown> {
    const fields = Object.keys(schema?.properties ?? {});
    const names = fields.length > 0 ? fields : COMMON_FIELDS;
    const valid = schema && fields.length > 0 ? this.of(schema, '', 0) : this.commonFields();
    return fc.oneof(
      { weight: 3, arbitrary: valid },
      {
        weight: 4,
        arbitrary: fc
          .tuple(valid, fc.constantFrom(...names), this.hostile)
          .map(([value, field, strange]) => withFields(value, [[field, strange]])),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(valid, fc.subarray(names, { minLength: 1 }))
          .map(([value, missing]) => withoutFields(value, missing)),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            valid,
            fc.subarray(EXTRA_FIELDS, { minLength: 1 }),
            fc.array(fc.tuple(fc.string(), this.hostile), { maxLength: 2 }),
          )
          .map(([value, extra, random]) => withFields(value, [...extra, ...random])),
      },
      { weight: 1, arbitrary: this.hostile },
    );
  }

  private commonFields(): fc.Arbitrary<unknown> {
    return fc.record(
      Object.fromEntries(COMMON_FIELDS.map((field) => [field, this.hinted(field) ?? fc.string()])),
      { requiredKeys: [] },
    );
  }

  /** The JSON-Schema → arbitrary mapper; a field whose name says what it holds also gets such values. */
  private of(schema: JsonSchema, field: string, depth: number): fc.Arbitrary<unknown> {
    const plain = this.plain(schema, field, depth);
    const hinted = this.hinted(field);
    return hinted ? fc.oneof(plain, hinted) : plain;
  }

  private plain(schema: JsonSchema, field: string, depth: number): fc.Arbitrary<unknown> {
    if (schema.$ref) {
      const referred = this.components[schema.$ref.replace('#/components/schemas/', '')];
      return referred && depth < MAX_REF_DEPTH ? this.of(referred, field, depth + 1) : fc.constant(null);
    }
    if ('const' in schema) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((choice) => this.plain(choice, field, depth)));
    if (schema.allOf?.[0]) return this.plain(schema.allOf[0], field, depth);
    if (Array.isArray(schema.type)) {
      return fc.oneof(...schema.type.map((type) => this.plain({ ...schema, type }, field, depth)));
    }
    switch (schema.type) {
      case 'object':
        return this.object(schema, depth);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        return fc.array(this.of(schema.items ?? {}, field, depth + 1), {
          minLength,
          maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
        });
      }
      case 'string':
        return stringOf(schema);
      case 'integer':
        return fc.integer({
          min: int32(schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum),
          max: int32(schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : schema.maximum),
        });
      case 'number':
        return fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          min: schema.exclusiveMinimum ?? schema.minimum,
          minExcluded: schema.exclusiveMinimum !== undefined,
          max: schema.exclusiveMaximum ?? schema.maximum,
          maxExcluded: schema.exclusiveMaximum !== undefined,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.anything(ANYTHING);
    }
  }

  private object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = Object.entries(schema.properties ?? {});
    if (properties.length === 0) {
      const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
      return fc.dictionary(fc.string(), this.of(values, '', depth + 1), { maxKeys: 4 });
    }
    return fc.record(
      Object.fromEntries(properties.map(([name, property]) => [name, this.of(property, name, depth + 1)])),
      { requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]) },
    );
  }

  /** Values a field's name asks for, so inputs reach past validation: names and ids that exist, dates. */
  private hinted(field: string): fc.Arbitrary<unknown> | null {
    const ids = fc.array(this.id, { minLength: 1, maxLength: 4 });
    if (/^ids$|Ids$/.test(field)) {
      return fc.oneof(
        ids,
        ids.map((list) => list.join(':')),
        ids.map((list) => list.join(',')),
      );
    }
    if (/^(id|pid)$|Id$/.test(field)) return this.id;
    if (/^(token|guestSlug)$/.test(field)) return fc.constantFrom(this.known.guestSlug, 'demo-guest');
    if (/^(name|gameName)$/.test(field)) return fc.constantFrom(GAME_NAME, 'New folder', 'a/b', '..', ' ');
    if (/^regions?$/.test(field)) return fc.constantFrom(...ALL_REGIONS.map((region) => region.key));
    if (/^email$/.test(field)) return fc.emailAddress();
    if (/Date$|Start$|At$|^date$/.test(field)) {
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    }
    return null;
  }

  /** A path parameter: an id that exists, a variant, or something strange, encoded or raw. */
  private pathValue(name: string): fc.Arbitrary<string> {
    const wanted =
      name === 'variant'
        ? fc.constantFrom('preview', 'thumbnail', 'original')
        : (this.hinted(name) ?? this.id);
    return fc.oneof(
      { weight: 3, arbitrary: wanted.map((value) => percentEncoded(String(value))) },
      { weight: 2, arbitrary: fc.oneof(unicodeString, hugeString).map(percentEncoded) },
      fc.constantFrom('%', '%zz', '..%2F..%2Fetc%2Fpasswd', '%00', '%252e', '.', '..', '%2F', ''),
    );
  }

  private file(): fc.Arbitrary<UploadFile> {
    return fc.record({
      name: fc.oneof(
        fc.constantFrom('a.pdf', 'image.png', 'C:\\fakepath\\a.png', '../../x.png', 'CON', '.htaccess', ' '),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).map((stem) => `${stem}.pdf`),
      ),
      field: fc.constantFrom(
        'files[0]',
        'files',
        ...GAME_ASSET_SLOTS.map((slot) => `files[${slot}][0][data]`),
        'logo',
        '__proto__',
      ),
      content: fc.oneof(
        fc.constant(MINIMAL_PDF),
        fc.constant(this.png),
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      ),
      type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream'),
    });
  }
}

const int32 = (value: number | undefined) =>
  value === undefined ? undefined : Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, value));

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const minLength = schema.minLength ?? 0;
  // Long valid strings are the mutations' business; valid ones stay short and quick.
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/** 10 to 100 KB of a few repeated code points, cut anywhere (a surrogate pair may be split). */
const hugeString = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }), fc.integer({ min: 10_000, max: 100_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const unicodeString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.constantFrom('\ud800', 'a\udfffb', '\u202egnp.exe', 'zero\u200bwidth', '\ufeffbom', 'ﬀİß', '👨‍👩‍👧‍👦'),
);

/** encodeURIComponent, with a lone surrogate sent as U+FFFD (as a browser does) rather than throwing. */
const percentEncoded = (text: string) => encodeURIComponent(Buffer.from(text).toString());

/** A value `depth` levels deep, objects and lists in turn. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` (an object, or else a new one) with fields set as own properties, __proto__ too. */
function withFields(value: unknown, fields: [string, unknown][]): Record<string, unknown> {
  const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
  for (const [name, field] of fields) {
    Object.defineProperty(copy, name, { value: field, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

function withoutFields(value: unknown, names: string[]): unknown {
  if (!isObject(value)) return value;
  const copy = { ...value };
  for (const name of names) delete copy[name];
  return copy;
}

// ── Sending and checking ────────────────────────────────────────────────────────────────────────

/** A field's value as a form or a query string carries it: lists and objects as JSON (SPEC §7). */
function formText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function formEntries(fields: Record<string, unknown>, repeatLists: boolean): [string, string][] {
  return Object.entries(fields).flatMap(([name, value]): [string, string][] =>
    Array.isArray(value) && repeatLists
      ? value.map((item) => [name, formText(item)])
      : [[name, formText(value)]],
  );
}

function urlOf(operation: Operation, request: FuzzRequest): string {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => request.pathValues[index++]!);
  if (operation.method !== 'GET') return path;
  const { query } = request;
  const text = isObject(query)
    ? new URLSearchParams(formEntries(query, request.repeatLists)).toString()
    : percentEncoded(formText(query));
  const search = [text, request.rawQuery].filter(Boolean).join('&');
  return search ? `${path}?${search}` : path;
}

function bodyOf(request: FuzzRequest): { payload: string | Buffer; headers: Record<string, string> } {
  const { body } = request;
  switch (request.encoding) {
    case 'json':
      return { payload: JSON.stringify(body) ?? '', headers: { 'content-type': 'application/json' } };
    case 'form':
      return {
        payload: isObject(body)
          ? new URLSearchParams(formEntries(body, request.repeatLists)).toString()
          : formText(body),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'multipart': {
      const fields = isObject(body)
        ? Object.fromEntries(formEntries(body, false))
        : { value: formText(body) };
      return multipart(fields, request.files);
    }
  }
}

function injectOptions(operation: Operation, request: FuzzRequest, token: string | undefined): InjectOptions {
  const options: InjectOptions = {
    method: operation.method,
    url: urlOf(operation, request),
    headers: token ? { 'consumer-token': token } : {},
    remoteAddress: request.address,
  };
  if (operation.method === 'GET') return options;
  const body = bodyOf(request);
  return { ...options, payload: body.payload, headers: { ...options.headers, ...body.headers } };
}

/** What is wrong with an answer, or null: a 5xx, or no envelope where one is due. */
function problemOf(operation: Operation, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  const answered = `answered ${status} ${response.body.slice(0, 160)}`;
  if (status >= 500) return answered;
  if (status < 400 && !operation.successIsEnvelope) return null;
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `${answered} as ${response.headers['content-type']}, not the JSON envelope`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${answered}, which is not JSON`;
  }
  return isEnvelope(body, status) ? null : `${answered}, which is not the envelope`;
}

/** `{ success, data, status: { code, name }, error }` with status.code the HTTP status (lib/envelope.ts). */
function isEnvelope(body: unknown, code: number): boolean {
  if (!isObject(body) || Object.keys(body).sort().join() !== 'data,error,status,success') return false;
  const { success, data, status, error } = body;
  const statusFits =
    isObject(status) &&
    Object.keys(status).length === 2 &&
    status.code === code &&
    typeof status.name === 'string';
  if (!statusFits) return false;
  return success === true
    ? code < 400 && error === null
    : success === false && code >= 400 && data === null && typeof error === 'string' && error !== '';
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────

describe('fuzzing every call as every caller', () => {
  const t = testAppForSuite({ seed: false });
  let tokens: Map<Caller, string>;
  let operations: Operation[];
  let inputs: InputArbitraries;
  let cell = 0;

  beforeAll(async () => {
    const callers = await signInCallers(t, 'Fuzz Lotto');
    tokens = callers.tokens;
    const known = await createKnownRecords(t, tokens.get('SA')!, callers.operator, {
      game: GAME_NAME,
      folder: 'Fuzz kit',
    });
    const description = (await t.app.inject({ url: '/api/openapi.json' })).json() as ApiDescription;
    operations = operationsOf(description);
    console.info(
      `fuzz: ${operations.length} calls × ${CALLERS.length} callers × FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}`,
    );
    inputs = new InputArbitraries(description.components.schemas, known, await pngImage(8, 8));
  });

  /** Signs a new user in for a caller whose session a fuzzed call ended, deleted or changed. */
  async function keepSignedIn(caller: Caller): Promise<void> {
    if (caller === 'visitor') return;
    const response = await t.app.inject({
      url: '/api/user/active',
      headers: { 'consumer-token': tokens.get(caller)! },
    });
    if (response.statusCode === 200 && response.json().data.userGroup === caller) return;
    const operator = await createOperator(t, { regions: ['us--georgia'] });
    tokens.set(caller, await signInCaller(t, caller, operator.id));
  }

  /** Answer or null after ANSWER_TIMEOUT_MS. */
  async function answerOf(options: InjectOptions): Promise<LightMyRequestResponse | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([t.app.inject(options), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Fuzzes one operation as one caller; answers what went wrong, with the input that showed it. */
  async function fuzz(operation: Operation, caller: Caller): Promise<string | null> {
    const seed = SEED + cell++;
    const details = await fc.check(
      fc.asyncProperty(inputs.request(operation), async (request) => {
        const response = await answerOf(injectOptions(operation, request, tokens.get(caller)));
        const problem = response ? problemOf(operation, response) : `no answer in ${ANSWER_TIMEOUT_MS} ms`;
        if (problem) throw new Error(problem);
      }),
      { seed, numRuns: RUNS },
    );
    if (!details.failed) return null;
    const input = fc.stringify(details.counterexample?.[0]).slice(0, 600);
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
    return `${operation.name} as ${caller}: ${error}\n  input ${input}\n  (FUZZ_SEED=${SEED}, check seed ${seed}, path ${details.counterexamplePath})`;
  }

  async function fuzzPhase(phase: Operation['phase']): Promise<string[]> {
    const problems: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.phase === phase)) {
      for (const caller of CALLERS) {
        if (phase !== 'read') await keepSignedIn(caller);
        const problem = await fuzz(operation, caller);
        if (problem) problems.push(problem);
      }
    }
    return problems;
  }

  const timeout = 60_000 + RUNS * 30_000;

  it('reads', { timeout }, async () => {
    expect(await fuzzPhase('read')).toEqual([]);
  });

  it('writes', { timeout }, async () => {
    expect(await fuzzPhase('write')).toEqual([]);
  });

  it('deletes and sign-outs', { timeout }, async () => {
    expect(await fuzzPhase('delete')).toEqual([]);
  });

  it('is alive after: health, a known-good read, and no polluted prototype', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const operator = await createOperator(t);
    const sa = await signInCaller(t, 'SA', operator.id);
    const library = await t.app.inject({ url: '/api/asset/directory', headers: { 'consumer-token': sa } });
    expect(library.statusCode).toBe(200);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).isSuperAdmin).toBeUndefined();
  });
});
