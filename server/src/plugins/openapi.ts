import { createRequire } from 'node:module';
import path from 'node:path';
import * as domainSchemas from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from './auth.ts';

/**
 * What a route tells the API description about itself, beside its `access`: the domain schemas it
 * reads and answers. Routes declare the very schemas they validate with, so the description is made
 * from the code that runs, never written by hand.
 */
export interface RouteContract {
  summary: string;
  /** Query string (GET) fields. */
  query?: z.ZodType;
  /** Body fields, and how they are sent: SPEC §7 uses forms unless it says JSON. */
  body?: z.ZodType;
  bodyType?: 'form' | 'json' | 'multipart';
  /** The `data` of a successful envelope. */
  answer?: z.ZodType;
  /** Non-envelope answers (downloads, the docs page itself). */
  produces?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
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
export function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }): void {
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
function openApiDocument(routes: RouteEntry[], info: { title: string; version: string }) {
  const components = new SchemaComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = operation(route, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'Every /api answer is the envelope `{ success, data, status: { code, name }, error }` with the HTTP ' +
        'status equal to `status.code`. Calls that need a user send the token from `POST /api/authentication/login` ' +
        'in the `consumer-token` header; browser downloads use the HttpOnly download cookie set at login.',
    },
    components: {
      securitySchemes: {
        consumerToken: { type: 'apiKey', in: 'header', name: 'consumer-token' },
        downloadCookie: { type: 'apiKey', in: 'cookie', name: 'portal-download' },
      },
      schemas: { Failure: envelopeSchema({ type: 'null' }, false), ...components.schemas },
    },
    paths,
  };
}

function operation(route: RouteEntry, components: SchemaComponents) {
  const contract = route.contract;
  const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParams = contract?.query ? queryParameters(components.describe(contract.query, 'input')) : [];
  const isDownload = route.url.startsWith('/download');
  const result: Record<string, unknown> = {
    summary: contract?.summary,
    description: `Access: ${ACCESS_TEXT[route.access]}`,
    tags: [tagOf(route.url)],
    'x-access': route.access,
    parameters: [...pathParams, ...queryParams],
    responses: responses(route, components),
  };
  if (route.access !== 'public') {
    result.security = isDownload ? [{ downloadCookie: [] }, { consumerToken: [] }] : [{ consumerToken: [] }];
  }
  if (contract?.body) {
    const mediaType =
      contract.bodyType === 'json'
        ? 'application/json'
        : contract.bodyType === 'multipart'
          ? 'multipart/form-data'
          : 'application/x-www-form-urlencoded';
    result.requestBody = {
      required: true,
      content: { [mediaType]: { schema: components.describe(contract.body, 'input') } },
    };
  }
  return result;
}

function responses(route: RouteEntry, components: SchemaComponents) {
  const contract = route.contract;
  const failure = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };
  const answers: Record<string, unknown> = {};
  if (contract?.produces) {
    answers['200'] = { description: 'OK', content: { [contract.produces]: {} } };
  } else if (route.url.startsWith('/download')) {
    answers['200'] = {
      description: 'The file, as an attachment',
      content: { 'application/octet-stream': {} },
    };
  } else {
    const data = contract?.answer ? components.describe(contract.answer, 'output') : {};
    answers['200'] = {
      description: 'OK',
      content: { 'application/json': { schema: envelopeSchema(data, true) } },
    };
  }
  answers['400'] = { description: 'Bad input, with a readable message', ...failure };
  if (route.access !== 'public') {
    answers['401'] = { description: 'No live session', ...failure };
    if (route.access !== 'signedIn')
      answers['403'] = { description: 'Not allowed for this group', ...failure };
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
 * JSON Schemas of the domain schemas. A schema with definitions of its own (a recursive one, like a
 * directory item with children) moves to components.schemas under its domain export's name, since
 * its '#' references would otherwise point at the root of the whole document.
 */
class SchemaComponents {
  readonly schemas: Record<string, unknown> = {};

  describe(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    if (!$defs && !JSON.stringify(root).includes('"$ref":"#"')) return root;
    const name = `${domainNameOf(schema)}${io === 'input' ? 'Input' : ''}`;
    const refersHere = (text: string) =>
      text.replace(/"\$ref":"#(?:\/\$defs\/([^"]+))?"/g, (_match, definition?: string) =>
        definition
          ? `"$ref":"#/components/schemas/${name}.${definition}"`
          : `"$ref":"#/components/schemas/${name}"`,
      );
    const moved = (value: unknown) => JSON.parse(refersHere(JSON.stringify(value)));
    for (const [definition, value] of Object.entries($defs ?? {}))
      this.schemas[`${name}.${definition}`] = moved(value);
    this.schemas[name] = moved(root);
    return { $ref: `#/components/schemas/${name}` };
  }
}

function domainNameOf(schema: z.ZodType): string {
  const found = Object.entries(domainSchemas).find(([, value]) => value === schema);
  if (!found) throw new Error('A recursive schema in a route contract must be a domain export.');
  return found[0];
}

function queryParameters(described: Record<string, unknown>) {
  const properties = (described.properties ?? {}) as Record<string, unknown>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
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
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
});
`;
