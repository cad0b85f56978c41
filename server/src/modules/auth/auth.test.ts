import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, form, manualClock, type TestApp } from '../../test/test-app.ts';

const GROUPS = [
  ['sa@demo.test', 'igt', 'SA'],
  ['am@demo.test', 'igt', 'AM'],
  ['cm@demo.test', 'igt', 'CM'],
  ['affiliate@demo.test', 'operator', 'affiliate'],
  ['customer@demo.test', 'operator', 'customer'],
  ['performance@demo.test', 'operator', 'performance'],
] as const;

function payloadOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('sign-in', () => {
  let t: TestApp;
  const time = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock: time.clock });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: ip,
      ...form({ email, password }),
    });
  const active = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/active',
      headers: token ? { 'consumer-token': token } : {},
    });

  it.each(GROUPS)(
    'signs in %s and answers a token whose expiry_time is in seconds',
    async (email, userType, userGroup) => {
      const response = await login(email, 'demo-password');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, status: { code: 200, name: 'OK' }, error: null });
      const payload = payloadOf(body.data);
      const nowSeconds = time.clock().getTime() / 1000;
      expect(payload.expiry_time).toBeGreaterThan(nowSeconds + 8 * 3600 - 5);
      expect(payload.expiry_time).toBeLessThan(nowSeconds + 8 * 3600 + 5);
      expect(payload.guestSlug).toBeUndefined();

      const user = (await active(body.data)).json().data;
      expect(user).toMatchObject({ email, userType, userGroup, isGuest: false });
      expect(JSON.stringify(user)).not.toMatch(/argon2|password/i);
    },
  );

  it('compares the e-mail address case-insensitively', async () => {
    expect((await login('  Customer@Demo.TEST ', 'demo-password')).statusCode).toBe(200);
  });

  it('answers the user with regions and the operator logo', async () => {
    const token = await t.login('customer@demo.test');
    const user = (await active(token)).json().data;
    expect(user.regions).toContainEqual({ region: 'us--pennsylvania', isDefault: true });
    expect(user.operator.name).toBe('Keystone State Lottery');
    expect(user.operator.logo.link).toMatch(/^\/download\/asset\/\d+\/thumbnail$/);
    expect(user.hash).toBe('keystone-tournaments-key');
  });

  it('sets the download cookie, HttpOnly and SameSite=Strict, scoped to /download', async () => {
    const response = await login('cm@demo.test', 'demo-password');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^portal-download=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/Path=\/download/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const response = await login('am@demo.test', 'not-the-password', '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      error: 'Invalid email address or password',
    });
  });

  it('answers 404 for an unknown account, so the client shows its sign-up inquiry', async () => {
    const response = await login('nobody@demo.test', 'whatever-password', '10.0.0.3');
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toEqual({ code: 404, name: 'Not Found' });
  });

  it('answers 400 with a message for missing fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      ...form({ email: 'sa@demo.test' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please enter your password.');
    const noBody = await t.app.inject({ method: 'POST', url: '/api/authentication/login' });
    expect(noBody.statusCode).toBe(400);
  });

  it('lets a person who mistypes twice straight in, then slows guessing, then refuses after 10 failures', async () => {
    const ip = '10.9.9.9';
    expect((await login('performance@demo.test', 'wrong-1', ip)).statusCode).toBe(401);
    expect((await login('performance@demo.test', 'wrong-2', ip)).statusCode).toBe(401);
    expect((await login('performance@demo.test', 'demo-password', ip)).statusCode).toBe(200);

    for (let failure = 1; failure <= 3; failure++) {
      expect((await login('affiliate@demo.test', `wrong-${failure}`, ip)).statusCode).toBe(401);
    }
    const slowed = await login('affiliate@demo.test', 'demo-password', ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toBe('Too many failed sign-in attempts. Please try again in 1 second.');

    for (let failure = 4; failure <= 10; failure++) {
      time.advance(2 ** (failure - 4) * 1000);
      expect((await login('affiliate@demo.test', `wrong-${failure}`, ip)).statusCode).toBe(401);
    }
    time.advance(10 * 60 * 1000);
    const locked = await login('affiliate@demo.test', 'demo-password', ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );

    time.advance(31 * 60 * 1000);
    expect((await login('affiliate@demo.test', 'demo-password', ip)).statusCode).toBe(200);
  });

  it('refuses an IP that sweeps many accounts after 50 failures, without touching other IPs', async () => {
    const ip = '10.7.7.7';
    for (let n = 0; n < 50; n++) {
      expect((await login(`nobody-${n}@demo.test`, 'guess-password', ip)).statusCode).toBe(404);
    }
    const refused = await login('cm@demo.test', 'demo-password', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 30 minutes\.$/,
    );
    expect((await login('cm@demo.test', 'demo-password', '10.7.7.8')).statusCode).toBe(200);
  });
});

describe('guest sign-in', () => {
  let t: TestApp;
  const time = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock: time.clock });
  });
  afterAll(() => t.close());

  const guestLogin = (guestSlug: string) =>
    t.app.inject({ method: 'POST', url: '/api/authentication/guestLogin', ...form({ guestSlug }) });

  it('signs a valid guest in with a token carrying the slug', async () => {
    const response = await guestLogin('demo-guest');
    expect(response.statusCode).toBe(200);
    const token = response.json().data;
    expect(payloadOf(token).guestSlug).toBe('demo-guest');
    const user = (
      await t.app.inject({ url: '/api/user/active', headers: { 'consumer-token': token } })
    ).json().data;
    expect(user).toMatchObject({
      userType: 'guest',
      userGroup: 'guest',
      isGuest: true,
      guestSlug: 'demo-guest',
      guestExpiryDays: 14,
    });
  });

  it("refuses an expired guest with 401 'Guest account expired|{slug}'", async () => {
    const response = await guestLogin('expired-guest');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Guest account expired|expired-guest');
  });

  it('answers 404 for an unknown slug and 400 for none', async () => {
    expect((await guestLogin('no-such-guest')).statusCode).toBe(404);
    const empty = await guestLogin('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The guest link is missing its code.');
  });

  it("ends a guest's token when the guest's last valid day ends", async () => {
    const token = (await guestLogin('demo-guest')).json().data;
    expect(payloadOf(token).expiry_time).toBeLessThanOrEqual(time.clock().getTime() / 1000 + 8 * 3600);
    time.advance(15 * 24 * 3600 * 1000);
    const response = await t.app.inject({ url: '/api/user/active', headers: { 'consumer-token': token } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Guest account expired|demo-guest');
    expect((await guestLogin('demo-guest')).json().error).toBe('Guest account expired|demo-guest');
  });
});

describe('tokens and sessions', () => {
  let t: TestApp;
  const time = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ clock: time.clock });
  });
  afterAll(() => t.close());

  const active = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/active',
      headers: token ? { 'consumer-token': token } : {},
    });

  function expectNotLoggedIn(response: Awaited<ReturnType<typeof active>>) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      status: { code: 401, name: 'Unauthorized' },
      error: 'You need to be logged in.',
    });
  }

  it('refuses no token', async () => {
    expectNotLoggedIn(await active());
  });

  it('refuses a tampered token', async () => {
    const token = await t.login('customer@demo.test');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payloadOf(token), sub: '1' })).toString('base64url');
    expectNotLoggedIn(await active(`${header}.${forged}.${signature}`));
    expectNotLoggedIn(await active('not-a-token'));
  });

  it('refuses a token signed with another secret, or with alg none', async () => {
    const token = await t.login('customer@demo.test');
    const payload = payloadOf(token);
    const other = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    expectNotLoggedIn(await active(other));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expectNotLoggedIn(await active(none));
  });

  it('refuses an expired token', async () => {
    const token = await t.login('cm@demo.test');
    expect((await active(token)).statusCode).toBe(200);
    time.advance(8 * 3600 * 1000 + 1000);
    expectNotLoggedIn(await active(token));
  });

  it('ends the session at logout, clearing the download cookie', async () => {
    const token = await t.login('sa@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { 'consumer-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/portal-download=;.*Path=\/download/);
    expectNotLoggedIn(await active(token));
  });

  it('refuses logout without a token', async () => {
    expectNotLoggedIn(await t.app.inject({ method: 'POST', url: '/api/authentication/logout' }));
  });
});
