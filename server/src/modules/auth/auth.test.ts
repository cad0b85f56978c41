import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, createUser, signIn, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { form, manualClock, testAppForSuite } from '../../test/test-app.ts';

const GROUPS = [
  ['igt', 'SA'],
  ['igt', 'AM'],
  ['igt', 'CM'],
  ['operator', 'affiliate'],
  ['operator', 'customer'],
  ['operator', 'performance'],
] as const;

function payloadOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('sign-in', () => {
  const time = manualClock();
  const t = testAppForSuite({ seed: false, clock: time.clock });

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
    'signs in an %s %s and answers a token whose expiry_time is in seconds',
    async (userType, userGroup) => {
      const { email } = await createUser(t, { group: userGroup });
      const response = await login(email, TEST_PASSWORD);
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
    const { email } = await createUser(t);
    expect((await login(`  ${email.toUpperCase()} `, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the user with their regions, tournaments key and operator', async () => {
    const operator = await createOperator(t, { regions: ['us--pennsylvania'] });
    const customer = await createUser(t, {
      operatorId: operator.id,
      regions: ['us--pennsylvania', 'us--michigan'],
      hash: 'keystone-tournaments-key',
    });
    const user = (await active(await signIn(t.app, customer))).json().data;
    expect(user.regions).toHaveLength(2);
    expect(user.regions).toContainEqual({ region: 'us--pennsylvania', isDefault: true });
    expect(user.regions).toContainEqual({ region: 'us--michigan', isDefault: false });
    expect(user.operator).toMatchObject({
      id: operator.id,
      name: operator.name,
      regions: ['us--pennsylvania'],
    });
    expect(user.hash).toBe('keystone-tournaments-key');
  });

  it('sets the download cookie, HttpOnly and SameSite=Strict, scoped to /download', async () => {
    const response = await login((await createUser(t, { group: 'CM' })).email, TEST_PASSWORD);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^portal-download=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/Path=\/download/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('refuses a sign-in posted from another site, so its cookie is never set there', async () => {
    const { email } = await createUser(t, { group: 'CM' });
    const body = form({ email, password: TEST_PASSWORD });
    const from = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://attacker.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await from(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error).toBe('Requests from other sites are not accepted.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const sameSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: new URL(t.config.publicUrl).origin },
      {},
    ];
    for (const headers of sameSite) {
      expect((await from(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const { email } = await createUser(t, { group: 'AM' });
    const response = await login(email, 'not-the-password', '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      error: 'Invalid email address or password',
    });
  });

  it('answers 404 for an unknown account, so the client shows its sign-up inquiry', async () => {
    const response = await login('nobody@example.test', 'whatever-password', '10.0.0.3');
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toEqual({ code: 404, name: 'Not Found' });
  });

  it('answers 400 with a message for missing fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      ...form({ email: 'someone@example.test' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please enter your password.');
    const noBody = await t.app.inject({ method: 'POST', url: '/api/authentication/login' });
    expect(noBody.statusCode).toBe(400);
  });

  it('lets a person who mistypes twice straight in, then slows guessing, then refuses after 10 failures', async () => {
    const ip = '10.9.9.9';
    const typist = (await createUser(t, { group: 'performance' })).email;
    const guessed = (await createUser(t, { group: 'affiliate' })).email;
    expect((await login(typist, 'wrong-1', ip)).statusCode).toBe(401);
    expect((await login(typist, 'wrong-2', ip)).statusCode).toBe(401);
    expect((await login(typist, TEST_PASSWORD, ip)).statusCode).toBe(200);

    for (let failure = 1; failure <= 3; failure++) {
      expect((await login(guessed, `wrong-${failure}`, ip)).statusCode).toBe(401);
    }
    const slowed = await login(guessed, TEST_PASSWORD, ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    expect(slowed.headers['retry-after']).toBe('1');

    for (let failure = 4; failure <= 10; failure++) {
      time.advance(2 ** (failure - 4) * 1000);
      expect((await login(guessed, `wrong-${failure}`, ip)).statusCode).toBe(401);
    }
    time.advance(10 * 60 * 1000);
    const locked = await login(guessed, TEST_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );

    time.advance(31 * 60 * 1000);
    expect((await login(guessed, TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('refuses an IP that sweeps many accounts after 50 failures, without touching other IPs', async () => {
    const ip = '10.7.7.7';
    const { email } = await createUser(t, { group: 'CM' });
    for (let n = 0; n < 50; n++) {
      expect((await login(`nobody-${n}@example.test`, 'guess-password', ip)).statusCode).toBe(404);
    }
    const refused = await login(email, TEST_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in 30 minutes\.$/,
    );
    expect((await login(email, TEST_PASSWORD, '10.7.7.8')).statusCode).toBe(200);
  });
});

describe('sign-in behind a reverse proxy (TRUST_PROXY=true)', () => {
  const t = testAppForSuite({ seed: false, env: { TRUST_PROXY: 'true' } });

  const loginVia = (email: string, clientIp: string) => {
    const { payload, headers } = form({ email, password: TEST_PASSWORD });
    return t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: '10.0.0.2',
      headers: { ...headers, 'x-forwarded-for': clientIp },
      payload,
    });
  };

  it('throttles the client the proxy names, not the proxy itself', async () => {
    const { email } = await createUser(t);
    for (let n = 0; n < 50; n++) {
      expect((await loginVia(`nobody-${n}@example.test`, '203.0.113.5')).statusCode).toBe(404);
    }
    expect((await loginVia(email, '203.0.113.5')).statusCode).toBe(429);
    expect((await loginVia(email, '203.0.113.6')).statusCode).toBe(200);
  });
});

describe('guest sign-in', () => {
  const time = manualClock();
  const t = testAppForSuite({ seed: false, clock: time.clock });
  let guest: TestUser;
  beforeAll(async () => {
    guest = await createUser(t, { group: 'guest', guest: { days: 14 } });
  });

  const guestLogin = (guestSlug: string) =>
    t.app.inject({ method: 'POST', url: '/api/authentication/guestLogin', ...form({ guestSlug }) });

  it('signs a valid guest in with a token carrying the slug', async () => {
    const response = await guestLogin(guest.guestSlug!);
    expect(response.statusCode).toBe(200);
    const token = response.json().data;
    expect(payloadOf(token).guestSlug).toBe(guest.guestSlug);
    const user = (
      await t.app.inject({ url: '/api/user/active', headers: { 'consumer-token': token } })
    ).json().data;
    expect(user).toMatchObject({
      userType: 'guest',
      userGroup: 'guest',
      isGuest: true,
      guestSlug: guest.guestSlug,
      guestExpiryDays: 14,
    });
  });

  it("refuses an expired guest with 401 'Guest account expired|{slug}'", async () => {
    const expired = await createUser(t, { group: 'guest', guest: { startDaysAgo: 45, days: 14 } });
    const response = await guestLogin(expired.guestSlug!);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(`Guest account expired|${expired.guestSlug}`);
  });

  it('answers 404 for an unknown slug and 400 for none', async () => {
    expect((await guestLogin('no-such-guest')).statusCode).toBe(404);
    const empty = await guestLogin('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The guest link is missing its code.');
  });

  it("ends a guest's token when the guest's last valid day ends", async () => {
    const token = (await guestLogin(guest.guestSlug!)).json().data;
    expect(payloadOf(token).expiry_time).toBeLessThanOrEqual(time.clock().getTime() / 1000 + 8 * 3600);
    time.advance(15 * 24 * 3600 * 1000);
    const response = await t.app.inject({ url: '/api/user/active', headers: { 'consumer-token': token } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(`Guest account expired|${guest.guestSlug}`);
    expect((await guestLogin(guest.guestSlug!)).json().error).toBe(
      `Guest account expired|${guest.guestSlug}`,
    );
  });
});

describe('tokens and sessions', () => {
  const time = manualClock();
  const t = testAppForSuite({ seed: false, clock: time.clock });
  let user: TestUser;
  let otherUser: TestUser;
  beforeAll(async () => {
    [user, otherUser] = await Promise.all([createUser(t), createUser(t, { group: 'SA' })]);
  });

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
    const token = await signIn(t.app, user);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payloadOf(token), sub: String(otherUser.id) })).toString(
      'base64url',
    );
    expectNotLoggedIn(await active(`${header}.${forged}.${signature}`));
    expectNotLoggedIn(await active('not-a-token'));
  });

  it('refuses a token signed with another secret, or with alg none', async () => {
    const token = await signIn(t.app, user);
    const payload = payloadOf(token);
    const other = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    expectNotLoggedIn(await active(other));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expectNotLoggedIn(await active(none));
  });

  it('refuses an expired token', async () => {
    const token = await signIn(t.app, user);
    expect((await active(token)).statusCode).toBe(200);
    time.advance(8 * 3600 * 1000 + 1000);
    expectNotLoggedIn(await active(token));
  });

  it('ends the session at logout, clearing the download cookie', async () => {
    const token = await signIn(t.app, otherUser);
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
