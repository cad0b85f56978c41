import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../test/test-app.ts';

/**
 * The routes Fastify really serves, read from its own route tree (printRoutes), so the check does not
 * trust the description's bookkeeping: '├── api/asset/put (POST)' under '/' is POST /api/asset/put.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe('the OpenAPI description', () => {
  const t = testAppForSuite({ seed: false });
  let document: { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is OpenAPI 3.1 and lists every /api and /download route the server answers', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    const served = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => / \/(api|download)\//.test(route) && !route.includes('/api/docs/'),
    );
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('has a summary for every operation: each route declares its contract', () => {
    const undocumented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => typeof operation.summary !== 'string' || operation.summary === '')
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('resolves every schema reference inside the document', () => {
    const text = JSON.stringify(document);
    const references = [...new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]))];
    expect(references).toContain('#/components/schemas/DirectoryAnswer');
    const unresolved = references.filter((reference) => {
      const [, ...steps] = reference.split('/');
      let target: unknown = document;
      for (const step of steps) target = (target as Record<string, unknown> | undefined)?.[step];
      return target === undefined;
    });
    expect(unresolved).toEqual([]);
  });

  it('says who may call each operation, and describes the payload from the domain schema', () => {
    const login = document.paths['/api/authentication/login']?.post;
    expect(login?.['x-access']).toBe('public');
    expect(JSON.stringify(login?.requestBody)).toContain('password');
    const create = document.paths['/api/game/create']?.post;
    expect(create?.['x-access']).toBe('superAdmin');
    expect(create?.security).toEqual([{ consumerToken: [] }]);
    expect(Object.keys(create?.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    expect(document.paths['/download/asset/{id}']?.get).toBeDefined();
  });

  it('names every operation with an operationId of its own', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/game/all']?.post?.operationId).toBe('postGameAll');
    expect(document.paths['/api/asset/{id}']?.get?.operationId).toBe('getAssetById');
  });

  it("describes every envelope answer's data, and every failure with the envelope", () => {
    const undescribed: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = operation.responses as Record<
          string,
          { content?: Record<string, { schema?: unknown }> }
        >;
        const success = responses['200']?.content?.['application/json']?.schema as
          | { properties?: { data?: object } }
          | undefined;
        if (success?.properties && Object.keys(success.properties.data ?? {}).length === 0)
          undescribed.push(`${method.toUpperCase()} ${path} 200`);
        for (const [status, response] of Object.entries(responses)) {
          if (
            Number(status) >= 400 &&
            !JSON.stringify(response.content).includes('#/components/schemas/Failure')
          )
            undescribed.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('says what a refusal, a throttle or a missing record answers, with Retry-After where it is sent', () => {
    const login = document.paths['/api/authentication/login']?.post?.responses as Record<
      string,
      { headers?: object }
    >;
    expect(Object.keys(login)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '415', '429', '503']),
    );
    expect(login['429']?.headers).toEqual({ 'Retry-After': { $ref: '#/components/headers/Retry-After' } });
    expect(Object.keys(document.paths['/api/game/get']?.get?.responses as object)).toContain('404');
    expect(Object.keys(document.paths['/api/game/all']?.post?.responses as object)).toContain('304');
  });

  it('makes the token optional where a public answer depends on the caller, and absent where it does not', () => {
    expect(document.paths['/api/game/all']?.post?.security).toEqual([{}, { consumerToken: [] }]);
    expect(document.paths['/api/authentication/login']?.post?.security).toEqual([]);
  });

  it('describes a list sent in a form as the JSON text it is, and the files of an upload', () => {
    type FormSchema = { properties: Record<string, object>; patternProperties?: Record<string, object> };
    const form = (path: string, mediaType: string) =>
      (document.paths[path]!.post!.requestBody as { content: Record<string, { schema: FormSchema }> })
        .content[mediaType]!.schema;
    expect(form('/api/game/all', 'application/x-www-form-urlencoded').properties.regions).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array' },
    });
    const upload = form('/api/asset/putIntoParent', 'multipart/form-data');
    expect(Object.keys(upload.properties)).toEqual(['parentId']);
    expect(Object.values(upload.patternProperties ?? {})).toEqual([
      expect.objectContaining({ type: 'string', contentMediaType: 'application/octet-stream' }),
    ]);
    const directory = document.paths['/api/asset/directory']?.get?.parameters as {
      name: string;
      in: string;
    }[];
    expect(directory).toEqual([expect.objectContaining({ name: 'id', in: 'query' })]);
  });

  it('passes redocly lint with its recommended rules, with no errors', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const require = createRequire(import.meta.url);
    const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const lint = spawnSync(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number };
      problems: { severity: string; ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('has a self-hosted reference page whose scripts come from our own origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    for (const src of [...scripts, '/api/docs/swagger-ui.css']) {
      const asset = await t.app.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
    }
  });
});
