import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetClient, MINIMAL_PDF } from './modules/assets/test-support.ts';
import { createFolder, createUser, signIn } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Attacks of issue 13 item 2, tried as an attacker would, against the real app: hostile bodies,
 * foreign origins, traversal in ids and paths, header injection through names. Each answer must be
 * a refusal a person understands (4xx and the envelope's message), never a 500 or a leak.
 */
describe('attacks', () => {
  let t: TestApp;
  let sa: string;
  let customer: string;
  let fileId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    sa = await signIn(t.app, await createUser(t, { group: 'SA' }));
    customer = await signIn(t.app, await createUser(t, { group: 'customer' }));
    const folder = await createFolder(t, { name: 'Sales kit' });
    const stored = await assetClient(t).upload(
      '/api/asset/putIntoParent',
      { parentId: String(folder.id) },
      [{ name: 'a"b\r\nSet-Cookie: stolen=1;.pdf', content: MINIMAL_PDF, type: 'application/pdf' }],
      sa,
    );
    expect(stored.statusCode).toBe(200);
    fileId = stored.json().data[0].id;
  });
  afterAll(() => t.close());

  const postJson = (url: string, payload: string, token = sa) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'consumer-token': token, 'content-type': 'application/json' },
      payload,
    });

  it('answers a 10,000-level JSON body with 400, not a crash', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const url of [
      '/api/globals/set',
      '/api/news/add',
      '/api/content/edithomepage',
      '/api/roadmap/put',
    ]) {
      for (const payload of [deep, deepObject, `{"demo":${deepObject}}`]) {
        const response = await postJson(url, payload);
        expect(response.statusCode, `${url} ${payload.slice(0, 12)}`).toBe(400);
        expect(typeof response.json().error).toBe('string');
      }
    }
    // And the server still answers.
    expect((await t.app.inject({ url: '/api/globals/all' })).statusCode).toBe(200);
  });

  it('answers a JSON body past the limit with 413 and a message', async () => {
    const big = JSON.stringify({ enquiriesEmail: 'a@b.test', padding: 'x'.repeat(2 * 1024 * 1024) });
    const response = await postJson('/api/globals/set', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/too large/i);
  });

  it('answers malformed JSON with 400 and a message, not the parser’s internals', async () => {
    const response = await postJson('/api/globals/set', '{"enquiriesEmail": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).not.toMatch(/at position|SyntaxError|Unexpected end/);
  });

  it('gives a foreign origin no CORS permission, on answers and preflights', async () => {
    const origin = 'https://evil.example';
    const read = await t.app.inject({ url: '/api/user/active', headers: { origin, 'consumer-token': sa } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/globals/set',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('refuses traversal in ids and download paths: encoded, double-encoded, NUL and backslash', async () => {
    const ids = [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e%252fetc%252fpasswd',
      `${fileId}%00.pdf`,
      '..%5C..%5Cwindows%5Cwin.ini',
      `${fileId}%2F..%2F1`,
      '-1',
      '1e3',
      '0x10',
    ];
    for (const id of ids) {
      for (const url of [`/api/asset/${id}`, `/download/asset/${id}`, `/download/asset/zip/${id}`]) {
        const response = await t.app.inject({ url, headers: { 'consumer-token': customer } });
        expect([400, 404], `${url}: ${response.statusCode}`).toContain(response.statusCode);
        expect(response.body).not.toContain('root:');
      }
    }
    const listing = await t.app.inject({
      url: '/api/asset/directory?id=..%2F..%2F1',
      headers: { 'consumer-token': customer },
    });
    expect(listing.statusCode).toBe(400);
  });

  it('keeps a hostile file name out of the headers of its download', async () => {
    const response = await t.app.inject({
      url: `/download/asset/${fileId}`,
      headers: { 'consumer-token': customer },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
  });

  it('writes none of the fields a caller may not set (mass assignment) when an AM adds a user', async () => {
    const am = await signIn(t.app, await createUser(t, { group: 'AM' }));
    const form = {
      type: 'POST',
      email: 'mass-assignment@example.test',
      firstName: 'Mass',
      surname: 'Assignment',
      userType: 'igt',
      userGroup: 'CM',
      regions: JSON.stringify([{ region: 'us--georgia', isDefault: true }]),
    };
    const create = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/user/create', headers: { 'consumer-token': am }, payload });
    const withId = await create({ ...form, id: '1' });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().error).toBe('A new user cannot be given an id (send type PUT to edit).');

    const response = await create({
      ...form,
      passwordHash: '$2b$10$attackerchosenhash',
      password_hash: '$2b$10$attackerchosenhash',
      guestSlug: 'chosen-slug',
      createdAt: '2000-01-01T00:00:00.000Z',
      lastSignInAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'guest_slug', 'created_at', 'user_group'])
      .where('email', '=', 'mass-assignment@example.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_hash: null, guest_slug: null, user_group: 'CM' });
    expect(row.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });
});
