import { SSO_MESSAGES, SSO_PROBLEMS } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import {
  signInAtProvider,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../test/oidc-provider.ts';
import { createTestApp, form, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'http://portal.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/authentication/oidc/callback`;
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

/**
 * Single sign-on against a real OpenID provider (issue 32 item 2): oidc-provider on loopback as the
 * company's identity provider; every sign-in goes through its login and consent pages over HTTP,
 * and the portal fetches the token and keys from it.
 */
describe('company sign-in', () => {
  let idp: TestIdentityProvider;
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    idp = await startTestIdentityProvider({ redirectUri: REDIRECT_URI });
    t = await createTestApp({ seed: false, env: { PUBLIC_URL, ...idp.env() } });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });
  beforeEach(() => {
    idp.rewriteIdToken = null;
  });

  /** A staff member at the provider, with a fresh login name and e-mail. */
  const staff = (groups: string[], extra: Record<string, unknown> = {}) => {
    const login = `staff-${++n}`;
    idp.accounts.set(login, {
      email: `${login}@company.test`,
      email_verified: true,
      given_name: 'Grace',
      family_name: `Hopper ${n}`,
      groups,
      ...extra,
    });
    return login;
  };

  const start = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/authentication/oidc/start' });
    expect(response.statusCode).toBe(302);
    const state = response.cookies.find((cookie) => cookie.name === 'portal-sso-state');
    expect(state).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/authentication/oidc/callback',
    });
    return { location: response.headers.location as string, state: state!.value };
  };
  const callback = (answer: URL, state: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: `${answer.pathname}${answer.search}`,
      cookies: state === undefined ? {} : { 'portal-sso-state': state },
    });
  const exchange = (code: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/oidc/exchange',
      ...form({}),
      cookies: code === undefined ? {} : { 'portal-sso-handoff': code },
    });
  const handoffOf = (response: Awaited<ReturnType<typeof callback>>) =>
    response.cookies.find((cookie) => cookie.name === 'portal-sso-handoff' && cookie.value)?.value;
  const active = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/active', headers: { 'consumer-token': token } });

  /** The whole flow as a browser makes it: start, the provider's pages, callback. */
  const signInThrough = async (login: string) => {
    const { location, state } = await start();
    const answer = await signInAtProvider(location, login, REDIRECT_URI);
    return { answer, state, response: await callback(answer, state) };
  };
  /** The whole flow through to the portal's token. */
  const signIn = async (login: string) => {
    const { response } = await signInThrough(login);
    expect(response.headers.location).toBe('/login?sso=finish');
    const answer = await exchange(handoffOf(response));
    expect(answer.statusCode).toBe(200);
    return answer.json().data as string;
  };
  const problemOf = (response: Awaited<ReturnType<typeof callback>>) => {
    expect(response.statusCode).toBe(302);
    expect(handoffOf(response)).toBeUndefined();
    return new URL(response.headers.location as string, PUBLIC_URL).searchParams.get('sso-problem');
  };

  it('tells the login page to offer the company sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/authentication/oidc/config' });
    expect(response.json().data).toEqual({ enabled: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce, keeping the verifier on the server', async () => {
    const { location, state } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge_method: 'S256',
      state,
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const kept = await t.database.db.selectFrom('sso_logins').selectAll().execute();
    expect(kept.some((row) => row.state_hash === state)).toBe(false);
    expect(kept.some((row) => url.searchParams.get('nonce') === row.nonce)).toBe(true);
  });

  it('creates a staff member at their first sign-in as igt in the mapped group, with the usual token', async () => {
    const login = staff(['everyone', 'portal-am']);
    const { response } = await signInThrough(login);
    const handoff = response.cookies.find((cookie) => cookie.name === 'portal-sso-handoff');
    expect(handoff).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/authentication/oidc/exchange',
    });
    // The redirect carries no token, only the word to finish.
    expect(response.headers.location).toBe('/login?sso=finish');

    const answer = await exchange(handoff!.value);
    expect(answer.statusCode).toBe(200);
    const token = answer.json().data as string;
    expect(payloadOf(token)).toMatchObject({ sub: expect.any(String), sid: expect.any(String) });
    expect(payloadOf(token).expiry_time).toBeGreaterThan(Date.now() / 1000 + 8 * 3600 - 60);
    expect(answer.cookies.find((cookie) => cookie.name === 'portal-download')).toMatchObject({
      httpOnly: true,
    });

    const user = (await active(token)).json().data;
    expect(user).toMatchObject({
      email: `${login}@company.test`,
      firstName: 'Grace',
      userType: 'igt',
      userGroup: 'AM',
      isGuest: false,
    });
    const audit = await t.database.db
      .selectFrom('logs')
      .select(['description', 'user_id'])
      .where('target_user_id', '=', user.id)
      .execute();
    expect(audit).toEqual([
      { user_id: user.id, description: expect.stringMatching(/first company sign-in, as AM$/) },
    ]);
  });

  it('answers a one-time code once, and nothing without one', async () => {
    const { response } = await signInThrough(staff(['portal-cm']));
    const code = handoffOf(response);
    expect((await exchange(code)).statusCode).toBe(200);
    for (const again of [await exchange(code), await exchange(undefined), await exchange('made-up')]) {
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(SSO_MESSAGES.noHandoff);
    }
  });

  it('links an existing account with the same verified e-mail, which keeps its password', async () => {
    const existing = await createUser(t, { group: 'CM', email: 'ada@company.test' });
    const login = staff(['portal-cm'], { email: 'ADA@company.test' });
    const token = await signIn(login);
    expect((await active(token)).json().data).toMatchObject({ id: existing.id, userGroup: 'CM' });
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      ...form({ email: existing.email, password: TEST_PASSWORD }),
    });
    expect(password.statusCode).toBe(200);
    // The user editor says how they sign in: with the password and with the company account.
    const admin = await createSignedInUser(t, { group: 'SA' });
    const methods = await t.app.inject({
      method: 'GET',
      url: `/api/user/sign-in-methods?id=${existing.id}`,
      headers: { 'consumer-token': admin.token },
    });
    expect(methods.json().data).toMatchObject({ password: true, companyAccount: true });

    // Linked by the provider's subject: a new e-mail there still finds the same account.
    idp.accounts.set(login, { ...idp.accounts.get(login), email: 'ada.lovelace@company.test' });
    expect((await active(await signIn(login))).json().data.id).toBe(existing.id);
  });

  it('does not hand a linked account to another identity that now has its e-mail', async () => {
    const first = staff(['portal-sa'], { email: 'reused@company.test' });
    const owner = (await active(await signIn(first))).json().data.id;
    const second = staff(['portal-sa'], { email: 'reused@company.test' });
    expect(problemOf((await signInThrough(second)).response)).toBe('linked-elsewhere');
    expect((await active(await signIn(first))).json().data.id).toBe(owner);
  });

  it('does not link an unverified e-mail, nor one that belongs to an operator account', async () => {
    const unverified = staff(['portal-sa'], { email_verified: false });
    expect(problemOf((await signInThrough(unverified)).response)).toBe('no-email');

    const operatorUser = await createUser(t, { group: 'customer' });
    const operatorStaff = staff(['portal-sa'], { email: operatorUser.email });
    expect(problemOf((await signInThrough(operatorStaff)).response)).toBe('not-staff');
    const stored = await t.database.db
      .selectFrom('users')
      .select(['user_type', 'user_group'])
      .where('id', '=', operatorUser.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_type: 'operator', user_group: 'customer' });
  });

  it('applies a change of group at the next sign-in and ends the sessions of the old group', async () => {
    const login = staff(['portal-cm']);
    const before = await signIn(login);
    expect((await active(before)).json().data.userGroup).toBe('CM');

    idp.accounts.set(login, { ...idp.accounts.get(login), groups: ['portal-sa', 'portal-cm'] });
    const after = await signIn(login);
    expect((await active(after)).json().data.userGroup).toBe('SA');
    const old = await active(before);
    expect(old.statusCode).toBe(401);

    // The same group again changes nothing and ends nothing.
    const again = await signIn(login);
    expect((await active(after)).statusCode).toBe(200);
    expect((await active(again)).json().data.userGroup).toBe('SA');
  });

  it('refuses a staff member with no mapped group, creating nobody', async () => {
    const login = staff(['everyone', 'portal-users']);
    const { response } = await signInThrough(login);
    expect(problemOf(response)).toBe('no-group');
    expect(SSO_PROBLEMS['no-group']).toMatch(/not in a group that may use this portal/);
    const created = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `${login}@company.test`)
      .execute();
    expect(created).toEqual([]);
  });

  it('refuses a forged state, a state from another browser and a replayed one', async () => {
    const login = staff(['portal-cm']);
    const { location, state } = await start();
    const answer = await signInAtProvider(location, login, REDIRECT_URI);

    const forged = new URL(answer);
    forged.searchParams.set('state', 'forged-state-value');
    expect(problemOf(await callback(forged, 'forged-state-value'))).toBe('expired');
    expect(problemOf(await callback(answer, undefined))).toBe('expired');
    expect(problemOf(await callback(answer, 'another-browsers-state'))).toBe('expired');

    const first = await callback(answer, state);
    expect(first.headers.location).toBe('/login?sso=finish');
    expect(problemOf(await callback(answer, state))).toBe('expired');
  });

  it.each([
    ['a wrong nonce', (claims: Record<string, unknown>) => ({ ...claims, nonce: 'not-the-nonce-we-sent' })],
    ['another audience', (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-client' })],
    [
      'an expired ID token',
      (claims: Record<string, unknown>) => {
        const now = Math.floor(Date.now() / 1000);
        return { ...claims, iat: now - 3600, exp: now - 600 };
      },
    ],
    ['another issuer', (claims: Record<string, unknown>) => ({ ...claims, iss: 'https://evil.test' })],
  ])('refuses an ID token with %s, signed with the provider’s own key', async (_case, rewrite) => {
    const login = staff(['portal-sa']);
    idp.rewriteIdToken = rewrite;
    const { response } = await signInThrough(login);
    expect(problemOf(response)).toBe('failed');
    const created = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `${login}@company.test`)
      .execute();
    expect(created).toEqual([]);
  });

  it('takes an ID token re-signed unchanged (so the cases above fail for their claim alone)', async () => {
    idp.rewriteIdToken = (claims) => claims;
    const token = await signIn(staff(['portal-cm']));
    expect((await active(token)).json().data.userGroup).toBe('CM');
  });

  it('sends the browser back with a problem when the staff member cancels at the provider', async () => {
    const { state } = await start();
    const cancelled = new URL(REDIRECT_URI);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state }).toString();
    expect(problemOf(await callback(cancelled, state))).toBe('failed');
  });

  it('answers 400 with a sentence to a callback with an oversized value', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/authentication/oidc/callback?state=${'x'.repeat(5000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The sign-in answer's state is too long.");
  });
  describe('back-channel logout', () => {
    const logout = (logoutToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/oidc/backchannel-logout',
        ...form({ logout_token: logoutToken }),
      });
    const logoutClaims = (sub: string, extra: Record<string, unknown> = {}) => ({
      iss: idp.issuer,
      aud: idp.clientId,
      iat: Math.floor(Date.now() / 1000),
      jti: `logout-${++n}`,
      sub,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
      ...extra,
    });

    it("ends the staff member's portal sessions when the provider says they logged out there", async () => {
      const login = staff(['portal-cm']);
      const first = await signIn(login);
      const second = await signIn(login);
      const bystander = await signIn(staff(['portal-cm']));
      const answer = await logout(await idp.sign(logoutClaims(login), 'logout+jwt'));
      expect(answer.statusCode).toBe(200);
      expect((await active(first)).statusCode).toBe(401);
      expect((await active(second)).statusCode).toBe(401);
      expect((await active(bystander)).statusCode).toBe(200);
      // A subject the portal does not know changes nothing, and says nothing about who is known.
      expect((await logout(await idp.sign(logoutClaims('nobody-here')))).statusCode).toBe(200);
    });

    it.each([
      ['another audience', { aud: 'another-client' }],
      ['another issuer', { iss: 'https://evil.test' }],
      ['no logout event', { events: {} }],
      ['a nonce (an ID token, not a logout token)', { nonce: 'abc' }],
      ['an old issue time', { iat: Math.floor(Date.now() / 1000) - 3600 }],
    ])('refuses a logout token with %s, ending nothing', async (_case, change) => {
      const login = staff(['portal-cm']);
      const token = await signIn(login);
      const answer = await logout(await idp.sign(logoutClaims(login, change)));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(SSO_MESSAGES.badLogoutToken);
      expect((await active(token)).statusCode).toBe(200);
    });

    it('refuses a logout token signed with any other key, and a request without one', async () => {
      const login = staff(['portal-cm']);
      const token = await signIn(login);
      const { SignJWT } = await import('jose');
      const forged = await new SignJWT(logoutClaims(login))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('a secret the attacker chose, long enough'));
      expect((await logout(forged)).statusCode).toBe(400);
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/authentication/oidc/backchannel-logout',
        ...form({}),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('The logout request is missing its logout_token.');
      expect((await active(token)).statusCode).toBe(200);
    });
  });

  describe('attacks', () => {
    it('refuses a cross-site exchange, which leaves the code for the real page', async () => {
      const { response } = await signInThrough(staff(['portal-cm']));
      const code = handoffOf(response);
      for (const headers of [{ origin: 'https://evil.test' }, { 'sec-fetch-site': 'cross-site' }]) {
        const forged = await t.app.inject({
          method: 'POST',
          url: '/api/authentication/oidc/exchange',
          payload: '',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          cookies: { 'portal-sso-handoff': code! },
        });
        expect(forged.statusCode).toBe(403);
      }
      expect((await exchange(code)).statusCode).toBe(200);
    });

    it("refuses a provider's code replayed, or injected into another sign-in (PKCE)", async () => {
      const { answer } = await signInThrough(staff(['portal-cm']));
      const { state } = await start();
      const injected = new URL(answer);
      injected.searchParams.set('state', state);
      expect(problemOf(await callback(injected, state))).toBe('failed');
    });

    it('keeps hostile callback values out of the redirect', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/authentication/oidc/callback?state=a%0d%0aSet-Cookie:%20stolen=1&code=%3Cscript%3E',
        cookies: { 'portal-sso-state': 'a\r\nSet-Cookie: stolen=1' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?sso-problem=expired');
      expect(JSON.stringify(response.headers)).not.toContain('stolen');
    });
  });
});

describe('company sign-in, not set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('is not offered, and its calls answer 404 with a sentence', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/authentication/oidc/config' });
    expect(settings.json().data).toEqual({ enabled: false });
    for (const url of [
      '/api/authentication/oidc/start',
      '/api/authentication/oidc/callback?state=a&code=b',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(SSO_MESSAGES.notConfigured);
    }
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/oidc/exchange',
      ...form({}),
    });
    expect(exchange.statusCode).toBe(404);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/oidc/backchannel-logout',
      ...form({ logout_token: 'a.b.c' }),
    });
    expect(logout.statusCode).toBe(404);
    expect(logout.json().error).toBe(SSO_MESSAGES.notConfigured);
  });
});
