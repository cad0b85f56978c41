import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/user/get', () => {
  let t: TestApp;
  let customerId: number;
  let saId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const ids = await t.database.db.selectFrom('users').select(['id', 'email']).execute();
    customerId = ids.find((u) => u.email === 'customer@demo.test')!.id;
    saId = ids.find((u) => u.email === 'sa@demo.test')!.id;
  });
  afterAll(() => t.close());

  const get = async (id: string, as?: string) =>
    t.app.inject({
      url: `/api/user/get?id=${encodeURIComponent(id)}`,
      headers: as ? { 'consumer-token': await t.login(as) } : {},
    });

  it('answers an AM with a customer', async () => {
    const response = await get(String(customerId), 'am@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: customerId,
      email: 'customer@demo.test',
      userGroup: 'customer',
    });
  });

  it('refuses an AM reading an SA, and a customer reading anyone', async () => {
    expect((await get(String(saId), 'am@demo.test')).statusCode).toBe(403);
    const customer = await get(String(customerId), 'customer@demo.test');
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error).toBe('You are not authorised to make this request.');
  });

  it('refuses no token', async () => {
    expect((await get(String(customerId))).statusCode).toBe(401);
  });

  it.each(['abc', '1.5', '-3', '', '1e3', '0x10'])(
    "answers 400 'Id provided is invalid' for %j",
    async (id) => {
      const response = await get(id, 'sa@demo.test');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Id provided is invalid');
    },
  );

  it('answers 404 for an id nobody has', async () => {
    expect((await get('999999', 'sa@demo.test')).statusCode).toBe(404);
  });
});
