import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('globals', () => {
  let t: TestApp;
  let sa: string;
  let am: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [sa, am] = await Promise.all([
      createUser(t, { group: 'SA' }).then((user) => signIn(t.app, user)),
      createUser(t, { group: 'AM' }).then((user) => signIn(t.app, user)),
    ]);
  });
  afterAll(() => t.close());

  const set = (body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/globals/set',
      headers: { 'content-type': 'application/json', ...(token ? { 'consumer-token': token } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers everyone with the defaults and the site settings', async () => {
    const response = await t.app.inject({ url: '/api/globals/all' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data;
    expect(data.useGameDemoFallbacks).toBe(true);
    expect(data.enquiriesEmail).toMatch(/@/);
    expect(data.demo.operatorCode).toBe('SKB');
  });

  it('lets an SA change a setting, which every later read sees', async () => {
    const response = await set({ useGameDemoFallbacks: false }, sa);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.useGameDemoFallbacks).toBe(false);
    expect((await t.app.inject({ url: '/api/globals/all' })).json().data.useGameDemoFallbacks).toBe(false);
    await set({ useGameDemoFallbacks: true }, sa);
  });

  it('refuses an AM with 403 and changes nothing', async () => {
    const response = await set({ useGameDemoFallbacks: false }, am);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You are not authorised to make this request.');
    expect((await t.app.inject({ url: '/api/globals/all' })).json().data.useGameDemoFallbacks).toBe(true);
  });

  it('refuses a caller without a token with 401', async () => {
    const response = await set({ useGameDemoFallbacks: false });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('You need to be logged in.');
  });

  it('answers bad input with 400 and a message', async () => {
    const wrongType = await set({ useGameDemoFallbacks: 'maybe' }, sa);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/useGameDemoFallbacks/);
    expect((await set({}, sa)).json().error).toBe('Send at least one setting to change.');
    const broken = await set('{not json', sa);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, data: null });
  });
});
