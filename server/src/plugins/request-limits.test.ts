import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../test/test-app.ts';

type JsonSchema = Record<string, unknown>;

/**
 * Every text a request may carry, as the API description (made from the domain schemas each route
 * validates with) describes it: 'POST /api/news/edit body.title' and its schema. `$ref`s are followed
 * once each, so a recursive schema ends.
 */
function textFields(document: JsonSchema): { where: string; schema: JsonSchema }[] {
  const found: { where: string; schema: JsonSchema }[] = [];
  const resolve = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, step) => (node as JsonSchema | undefined)?.[step], document) as JsonSchema;

  function walk(schema: unknown, where: string, seen: Set<string>) {
    if (schema === null || typeof schema !== 'object') return;
    const node = schema as JsonSchema;
    if (typeof node.$ref === 'string') {
      if (seen.has(node.$ref)) return;
      walk(resolve(node.$ref), where, new Set([...seen, node.$ref]));
    }
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('string') && node.enum === undefined && node.const === undefined)
      found.push({ where, schema: node });
    for (const [name, property] of Object.entries((node.properties as JsonSchema | undefined) ?? {}))
      walk(property, `${where}.${name}`, seen);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      walk(node.additionalProperties, `${where}.*`, seen);
    for (const [pattern, property] of Object.entries(
      (node.patternProperties as JsonSchema | undefined) ?? {},
    ))
      walk(property, `${where}.${pattern}`, seen);
    if (node.items) walk(node.items, `${where}[]`, seen);
    // A list a form sends as JSON text: the text has its limit, and so has each text inside.
    if (node.contentSchema) walk(node.contentSchema, `${where}(json)`, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      for (const option of (node[key] as unknown[] | undefined) ?? []) walk(option, where, seen);
  }

  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters as JsonSchema[] | undefined) ?? [])
        walk(parameter.schema, `${name} ${parameter.in}.${parameter.name}`, new Set());
      const content = ((operation.requestBody as JsonSchema | undefined)?.content ?? {}) as Record<
        string,
        JsonSchema
      >;
      for (const [type, body] of Object.entries(content)) {
        const properties = (body.schema as JsonSchema | undefined)?.properties as JsonSchema | undefined;
        for (const [field, property] of Object.entries(properties ?? {})) {
          // A multipart file is bytes, bounded by the upload limits, not text.
          if ((property as JsonSchema).format === 'binary') continue;
          walk(property, `${name} ${type === 'application/json' ? 'json' : 'form'}.${field}`, new Set());
        }
        const parts = (body.schema as JsonSchema | undefined)?.patternProperties as JsonSchema | undefined;
        for (const [pattern, part] of Object.entries(parts ?? {})) {
          if ((part as JsonSchema).contentMediaType === 'application/octet-stream') continue;
          walk(part, `${name} part ${pattern}`, new Set());
        }
        if (!properties && !parts) walk(body.schema, `${name} ${type}`, new Set());
      }
    }
  }
  return found;
}

describe('the limits on what a request may send (issue 28 item 17)', () => {
  const t = testAppForSuite({ seed: false });
  let fields: { where: string; schema: JsonSchema }[];

  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    fields = textFields(response.json());
  });

  it('finds the text fields of the requests', () => {
    const names = fields.map((field) => field.where);
    if (process.env.PRINT_FIELDS) console.log(names.join('\n'));
    expect(names).toContain('POST /api/news/edit json.title');
    expect(names).toContain('POST /api/user/create form.email');
    expect(names.length).toBeGreaterThan(100);
  });

  it('gives every text field of every request a length limit in its domain schema', () => {
    const unbounded = fields
      .filter(({ schema }) => typeof schema.maxLength !== 'number')
      .map(({ where }) => where);
    expect([...new Set(unbounded)]).toEqual([]);
  });
});
