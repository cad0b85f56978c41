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
