import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/factories.ts';
import { form, testAppForSuite } from '../../test/test-app.ts';

describe('audit logs', () => {
  const t = testAppForSuite({ seed: false });
  let customer: SignedInUser;
  let sa: SignedInUser;
  let am: SignedInUser;
  beforeAll(async () => {
    [customer, sa, am] = await Promise.all([
      createSignedInUser(t, { firstName: 'Priya', surname: 'Kapoor' }),
      createSignedInUser(t, { group: 'SA' }),
      createSignedInUser(t, { group: 'AM' }),
    ]);
  });

  const create = (fields: Record<string, string>, token?: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/logs/create${query}`,
      ...form(fields),
      headers: { ...form(fields).headers, ...(token ? { 'consumer-token': token } : {}) },
    });
  const read = (query: string, token?: string) =>
    t.app.inject({ url: `/api/logs/get${query}`, headers: token ? { 'consumer-token': token } : {} });

  it("records a signed-in user's event in their own name, whatever user the request names", async () => {
    const response = await create(
      { description: 'Login success', user: String(sa.id), data: '{"via":"form"}' },
      customer.token,
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data;
    const [entry] = (await read(`?id=${id}`, sa.token)).json().data;
    expect(entry).toMatchObject({
      id,
      description: 'Login success',
      user: { id: customer.id, fullName: 'Priya Kapoor' },
      data: '{"via":"form"}',
      game: null,
    });
  });

  it('takes the fields from the query string too, as SPEC §7 sends them', async () => {
    const response = await create({}, customer.token, '?description=Demo%20launched&game=12');
    expect(response.statusCode).toBe(200);
    const [entry] = (await read('?limit=1', sa.token)).json().data;
    expect(entry).toMatchObject({ description: 'Demo launched', game: 12 });
  });

  it('refuses a caller without a token', async () => {
    expect((await create({ description: 'x' })).statusCode).toBe(401);
    expect((await read('')).statusCode).toBe(401);
  });

  it('lets only an SA read the log', async () => {
    const response = await read('', customer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You are not authorised to make this request.');
    expect((await read('', am.token)).statusCode).toBe(403);
  });

  it('answers bad input with 400 and a message', async () => {
    expect((await create({ description: '  ' }, customer.token)).json().error).toBe(
      'Describe the event in description.',
    );
    expect((await create({ description: 'x', game: 'abc' }, customer.token)).json().error).toBe(
      'game must be a game id.',
    );
    const badId = await read('?id=abc', sa.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe('Id provided is invalid');
    expect((await read('?limit=5000', sa.token)).json().error).toBe('limit must be between 1 and 200.');
  });
});
