import { createRequire } from 'node:module';
import path from 'node:path';
import * as domainSchemas from '@portal/domain/schemas';
import { JSON_TEXT_LISTS, JSON_TEXT_MAX } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../lib/contract.ts';
import type { Access } from './auth.ts';

interface ApiInfo {
  title: string;
  version: string;
  /** The portal's public address (PUBLIC_URL): the description's server. */
  publicUrl: string;
}

interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  contract: RouteContract | undefined;
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone; a token, when sent, identifies the caller.',
  signedIn: 'Any signed-in user (a live session).',
  assetPolicy: 'Anyone may ask; the asset policy decides per item (artwork of a game the caller may see).',
  games: 'SPEC §6 Games: every igt and operator group, and guests.',
  drawGames: 'SPEC §6 Draw Games: every igt and operator group, and guests.',
  assets: 'SPEC §6 Asset Manager: igt SA, AM, CM; operator affiliate, customer, performance.',
  pipeline: 'SPEC §6 Pipeline: igt SA, AM, CM; operator customer, performance.',
  admin: 'SPEC §6 Admin area: igt SA and AM.',
  users: 'SPEC §6 Users management: igt SA and AM.',
  superAdmin: 'SPEC §6: igt SA only.',
};

const DOCS_PATH = '/api/docs';
const SPEC_PATH = '/api/openapi.json';
const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * Serves an OpenAPI 3.1 description of every /api and /download route at /api/openapi.json and a
 * self-hosted Swagger UI reference at /api/docs. Register it before the routes: it learns them as
 * they are added.
 */
export function registerOpenApi(app: FastifyInstance, info: ApiInfo): void {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const documented = route.url.startsWith('/api') || route.url.startsWith('/download');
    if (!documented || route.url.startsWith(`${DOCS_PATH}/`)) return;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'public',
        contract: route.config?.contract,
      });
    }
  });

  let document: string | null = null;
  app.get(
    SPEC_PATH,
    { config: { access: 'public', contract: { summary: 'This description', produces: 'application/json' } } },
    async (_request, reply) => {
      document ??= JSON.stringify(openApiDocument(routes, info));
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );

  app.get(
    DOCS_PATH,
    { config: { access: 'public', contract: { summary: 'The API reference page', produces: 'text/html' } } },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_CSP).send(DOCS_PAGE),
  );
  app.get(`${DOCS_PATH}/init.js`, { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DOCS_INIT),
  );
  for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
    app.get(`${DOCS_PATH}/${file}`, { config: { access: 'public' } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').sendFile(file, swaggerUiDir),
    );
  }
}

/** The OpenAPI 3.1 document of the routes, grouped by path. */
function openApiDocument(routes: RouteEntry[], info: ApiInfo) {
  const components = new SchemaComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const described = operation(route, components);
    if (operationIds.has(described.operationId))
      throw new Error(`Two operations are ${described.operationId}`);
    operationIds.add(described.operationId);
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = described;
  }
  const tags = [...new Set(routes.map((route) => tagOf(route.url)))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'Every /api answer is the envelope `{ success, data, status: { code, name }, error }` with the HTTP ' +
        'status equal to `status.code`. Calls that need a user send the token from `POST /api/authentication/login` ' +
        'in the `consumer-token` header; browser downloads use the HttpOnly download cookie set at login. ' +
        'Forms are urlencoded unless an operation says JSON or multipart; a list inside a form is JSON text.',
      license: {
        name: 'Proprietary: for the provider, its operators and their guests',
        url: `${info.publicUrl}/terms`,
      },
    },
    servers: [{ url: info.publicUrl, description: 'This portal' }],
    tags: tags.map((name) => ({ name, description: `The ${name} calls.` })),
    components: {
      securitySchemes: {
        consumerToken: {
          type: 'apiKey',
          in: 'header',
          name: 'consumer-token',
          description: 'The token POST /api/authentication/login answers.',
        },
        downloadCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'portal-download',
          description: 'Set at login for browser downloads, which cannot send a header.',
        },
      },
      schemas: { Failure: envelopeSchema({ type: 'null' }, false), ...components.schemas },
      headers: {
        'Retry-After': {
          description: 'Seconds to wait before trying again.',
          required: true,
          schema: { type: 'integer', minimum: 1 },
        },
        ETag: {
          description: 'Names these bytes; send it back in If-None-Match for a 304.',
          schema: { type: 'string' },
        },
      },
    },
    paths,
  };
}

function operation(route: RouteEntry, components: SchemaComponents) {
  const contract = route.contract;
  const id = operationIdOf(route.method, route.url);
  const inputs = [
    ...pathParameters(route, components, id),
    ...(contract?.query
      ? namedParameters('query', components.describe(contract.query, 'input', 'text', `${id}.query`))
      : []),
  ];
  const result: Record<string, unknown> & { operationId: string } = {
    operationId: id,
    summary: contract?.summary,
    description: `Access: ${ACCESS_TEXT[route.access]}`,
    tags: [tagOf(route.url)],
    'x-access': route.access,
    security: securityOf(route),
    parameters: inputs,
    responses: responses(route, components, id),
  };
  if (contract?.body || contract?.parts) result.requestBody = requestBody(contract, components, id);
  return result;
}

/** Who may call: a token (or the download cookie); optional on a public call that answers by caller. */
function securityOf(route: RouteEntry): Record<string, string[]>[] {
  const token: Record<string, string[]>[] = route.url.startsWith('/download')
    ? [{ downloadCookie: [] }, { consumerToken: [] }]
    : [{ consumerToken: [] }];
  if (route.access === 'public' || route.access === 'assetPolicy')
    return route.contract?.answersByCaller || route.access === 'assetPolicy' ? [{}, ...token] : [];
  return token;
}

function requestBody(contract: RouteContract, components: SchemaComponents, id: string) {
  const bodyType = contract.bodyType ?? 'form';
  const wire = bodyType === 'json' ? 'json' : 'text';
  const schema: Record<string, unknown> = contract.body
    ? components.describe(contract.body, 'input', wire, `${id}.body`)
    : { type: 'object', properties: {} };
  if (contract.parts) {
    schema.patternProperties = Object.fromEntries(
      Object.entries(contract.parts).map(([pattern, part]) => [
        pattern,
        part.file
          ? { type: 'string', contentMediaType: 'application/octet-stream', description: part.description }
          : { type: 'string', maxLength: part.maxLength, description: part.description },
      ]),
    );
  }
  const mediaType = {
    json: 'application/json',
    multipart: 'multipart/form-data',
    form: 'application/x-www-form-urlencoded',
  }[bodyType];
  return { required: true, content: { [mediaType]: { schema } } };
}

const FAILURE_TEXT: Record<number, string> = {
  400: 'Bad input, with a readable message',
  401: 'No live session (or, where the call signs in, a wrong password or an expired guest)',
  403: 'Not allowed for this group',
  404: 'Nothing with that id or name (that the caller may see)',
  409: 'Conflicts with what is stored (a name taken, the last super admin, a folder not empty)',
  413: 'The body, a file or the number of files is over the limit',
  415: 'The body is not of a type this call reads',
  416: 'The range asked for is outside the file',
  429: 'Too many attempts; Retry-After says when to try again',
  500: 'Something went wrong on our side',
  503: 'A part the call needs is down for a moment; Retry-After says when to try again',
};

function responses(route: RouteEntry, components: SchemaComponents, id: string) {
  const contract = route.contract;
  const answers: Record<string, unknown> = {};
  if (contract?.produces) {
    // This description is the one JSON document; files and pages are bytes of their media type.
    const schema = contract.produces === 'application/json' ? { schema: { type: 'object' } } : {};
    answers['200'] = {
      description: route.url.startsWith('/download') ? 'The file' : 'OK',
      content: { [contract.produces]: schema },
    };
  } else {
    const data = contract?.answer
      ? components.describe(contract.answer, 'output', 'json', `${id}.answer`)
      : { type: 'null' };
    answers['200'] = {
      description: 'OK',
      ...(contract?.alsoAnswers?.includes(304)
        ? { headers: { ETag: { $ref: '#/components/headers/ETag' } } }
        : {}),
      content: { 'application/json': { schema: envelopeSchema(data, true) } },
    };
  }
  if (contract?.alsoAnswers?.includes(201))
    answers['201'] = { description: 'Created: Location is the new upload, to send its bytes to' };
  if (contract?.alsoAnswers?.includes(204))
    answers['204'] = { description: 'Done: Upload-Offset says how many bytes the upload holds' };
  if (contract?.alsoAnswers?.includes(206))
    answers['206'] = { description: 'The part of the file the Range header asked for' };
  if (contract?.alsoAnswers?.includes(302))
    answers['302'] = { description: contract.redirectsTo ?? 'A folder: Location is its zip download' };
  if (contract?.alsoAnswers?.includes(304))
    answers['304'] = { description: 'Not modified: the If-None-Match ETag names the answer as it is' };

  const failures = new Set<number>(contract?.failures ?? []);
  const readsInput = route.url.includes(':') || contract?.query || contract?.body || route.method === 'POST';
  if (readsInput) failures.add(400);
  if (route.access !== 'public') failures.add(401);
  if (!['public', 'signedIn'].includes(route.access)) failures.add(403);
  if (route.method === 'POST') {
    failures.add(413);
    failures.add(415);
  }
  failures.add(500);
  for (const status of [...failures].sort()) {
    const retries = status === 429 || status === 503;
    answers[String(status)] = {
      description: FAILURE_TEXT[status],
      ...(retries ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    };
  }
  return answers;
}

function envelopeSchema(data: unknown, success: boolean) {
  return {
    type: 'object',
    required: ['success', 'data', 'status', 'error'],
    properties: {
      success: { const: success },
      data,
      status: {
        type: 'object',
        properties: { code: { type: 'integer' }, name: { type: 'string' } },
        required: ['code', 'name'],
      },
      error: success ? { type: 'null' } : { type: 'string' },
    },
  };
}

/**
 * The answers' domain schemas by their export names ('GameSummary', 'ContentAnswer.homepage'), so an
 * answer that holds one refers to it in components.schemas and the reference page shows it by name.
 */
const NAMED_ANSWERS = (() => {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(domainSchemas)) {
    if (value instanceof z.ZodType) registry.add(value, { id: name });
  }
  for (const [page, schema] of Object.entries(domainSchemas.CONTENT_ANSWERS))
    registry.add(schema, { id: `ContentAnswer.${page}` });
  return registry;
})();

/**
 * JSON Schemas of the domain schemas. Answers (output) refer to the named domain schemas they hold,
 * which go to components.schemas; requests (input) are written out in place. In a form, a query or a
 * path (`text`), a list field is the JSON text it is sent as (domain JSON_TEXT_LISTS); in a JSON body
 * it is the list.
 */
class SchemaComponents {
  readonly schemas: Record<string, unknown> = {};

  describe(
    schema: z.ZodType,
    io: 'input' | 'output',
    wire: 'text' | 'json',
    context: string,
  ): Record<string, unknown> {
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      ...(io === 'output' ? { metadata: NAMED_ANSWERS } : {}),
      override: (found) => {
        if (wire === 'text' && JSON_TEXT_LISTS.get(found.zodSchema))
          asJsonText(found.jsonSchema as Record<string, unknown>);
      },
    });
    // Definitions without a name of their own (a recursion zod found) are named after the context.
    const nameOf = (definition: string) =>
      definition.startsWith('__') ? `${context}.${definition}` : definition;
    const moved = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"\$ref":"#\/\$defs\/([^"]+)"/g,
          (_match, definition: string) => `"$ref":"#/components/schemas/${nameOf(definition)}"`,
        ),
      );
    for (const [definition, value] of Object.entries($defs ?? {}))
      this.schemas[nameOf(definition)] = moved(value);
    if (JSON.stringify(root).includes('"$ref":"#"'))
      throw new Error(`${context}: a recursive schema must be a named domain export`);
    return moved(root);
  }
}

/** Turns the JSON Schema of a list into that of the JSON text holding it, in place. */
function asJsonText(list: Record<string, unknown>): void {
  const contentSchema = { ...list };
  for (const key of Object.keys(list)) delete list[key];
  Object.assign(list, {
    type: 'string',
    maxLength: JSON_TEXT_MAX,
    contentMediaType: 'application/json',
    contentSchema,
    description: 'A JSON list, as text.',
  });
}

/** The path's parameters, described by the contract's `params` where it names them. */
function pathParameters(route: RouteEntry, components: SchemaComponents, id: string) {
  const described = route.contract?.params
    ? components.describe(route.contract.params, 'input', 'text', `${id}.params`)
    : { properties: {} };
  const properties = (described.properties ?? {}) as Record<string, unknown>;
  return [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    // Fastify's router finds no route for a segment over its maxParamLength (default 100).
    schema: properties[name!] ?? { type: 'string', maxLength: 100 },
  }));
}

function namedParameters(location: 'query', described: Record<string, unknown>) {
  const properties = (described.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: location,
    required: required.has(name),
    ...(description ? { description } : {}),
    schema,
  }));
}

/** 'POST /api/game/all' → 'postGameAll'; 'GET /api/asset/:id' → 'getAssetById'. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** '/api/asset/game/directory' → 'asset'; '/download/…' → 'download'. */
function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  return first === 'api' ? (second ?? 'api') : (first ?? 'other');
}

const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lottery games portal API</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference"><noscript>The reference needs JavaScript; the description itself is at <a href="${SPEC_PATH}">${SPEC_PATH}</a>.</noscript></main>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: '${SPEC_PATH}',
  dom_id: '#reference',
  deepLinking: true,
  // Tags open on a click: with every operation listed at once (about 150), Swagger UI stopped
  // drawing after the first two tags.
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
});
`;
