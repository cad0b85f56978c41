import { MFA_MESSAGES } from '@portal/domain';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { form, manualClock, type TestApp, testAppForSuite } from '../../test/test-app.ts';

/**
 * Second factors (issue 32 items 3 and 4): a TOTP app set up and used to sign in with codes computed
 * here, recovery codes used once, the challenge attacks, the throttle on guesses, REQUIRE_ADMIN_MFA,
 * and the user editor's view and reset. Passkeys are registered and used in Chromium's virtual
 * authenticator (e2e/specs/mfa.spec.ts); here their refusals.
 */

const IP = '10.9.0.1';

function calls(t: TestApp) {
  const as = (token?: string) => (token ? { 'consumer-token': token } : {});
  return {
    login: (user: TestUser, ip = IP) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        remoteAddress: ip,
        ...form({ email: user.email, password: TEST_PASSWORD }),
      }),
    secondFactor: (challenge: string, code: string, ip = IP) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/second-factor',
        remoteAddress: ip,
        ...form({ challenge, code }),
      }),
    get: (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: as(token) }),
    post: (url: string, token?: string, fields: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        ...form(fields),
        headers: { ...form(fields).headers, ...as(token) },
      }),
    json: (url: string, body: unknown, token?: string) =>
      t.app.inject({ method: 'POST', url, payload: body as object, headers: as(token) }),
  };
}

/** Sets up a TOTP app for a signed-in admin: its secret and the ten recovery codes. */
async function setUpTotp(t: TestApp, token: string, clock: () => Date) {
  const api = calls(t);
  const started = await api.post('/api/mfa/totp/start', token);
  expect(started.statusCode).toBe(200);
  const { secret, uri, qrCode } = started.json().data;
  expect(uri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const code = await generate({ secret, epoch: Math.floor(clock().getTime() / 1000) });
  const confirmed = await api.post('/api/mfa/totp/confirm', token, { code });
  expect(confirmed.statusCode).toBe(200);
  const codes: string[] = confirmed.json().data.recoveryCodes;
  return { secret, codes };
}

const codeAt = (secret: string, clock: () => Date) =>
  generate({ secret, epoch: Math.floor(clock().getTime() / 1000) });

describe('second factors', () => {
  const time = manualClock();
  const t = testAppForSuite({ seed: false, clock: time.clock, env: { LOGIN_MAX_FAILURES: '6' } });
  const api = calls(t);

  it('leave the login call as it was for an account without one', async () => {
    const sa = await createUser(t, { group: 'SA' });
    const response = await api.login(sa);
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().data).toBe('string');
  });

  it('set up a TOTP app with a QR code and ten recovery codes, then ask for a code after the password', async () => {
    const sa = await createUser(t, { group: 'SA' });
    const token = await signIn(t.app, sa);
    const { secret, codes } = await setUpTotp(t, token, time.clock);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const status = (await api.get('/api/mfa', token)).json().data;
    expect(status).toMatchObject({ eligible: true, setupRequired: false, totp: true, recoveryCodesLeft: 10 });

    const login = await api.login(sa);
    expect(login.statusCode).toBe(200);
    const { secondFactor } = login.json().data;
    expect(secondFactor.methods).toEqual(['totp', 'recovery-code']);
    // No session yet: no download cookie either.
    expect(login.headers['set-cookie']).toBeUndefined();

    time.advance(30_000);
    const done = await api.secondFactor(secondFactor.challenge, await codeAt(secret, time.clock));
    expect(done.statusCode).toBe(200);
    expect(done.headers['set-cookie']).toMatch(/portal-download=/);
    const user = await api.get('/api/user/active', done.json().data);
    expect(user.json().data).toMatchObject({ email: sa.email });
  });

  it('refuse a challenge used twice, a code used twice, and a wrong code', async () => {
    const am = await createUser(t, { group: 'AM' });
    const { secret } = await setUpTotp(t, await signIn(t.app, am), time.clock);
    time.advance(30_000);
    const code = await codeAt(secret, time.clock);
    const first = (await api.login(am)).json().data.secondFactor.challenge;
    expect((await api.secondFactor(first, code)).statusCode).toBe(200);

    const again = await api.secondFactor(first, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(MFA_MESSAGES.challengeGone);

    const second = (await api.login(am)).json().data.secondFactor.challenge;
    const replayed = await api.secondFactor(second, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toBe(MFA_MESSAGES.wrongCode);
    const wrong = await api.secondFactor(second, '000000' === code ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    time.advance(30_000);
    expect((await api.secondFactor(second, await codeAt(secret, time.clock))).statusCode).toBe(200);
  });

  it("refuse another user's code, a made-up challenge, and a skipped second step", async () => {
    const a = await createUser(t, { group: 'SA' });
    const b = await createUser(t, { group: 'SA' });
    await setUpTotp(t, await signIn(t.app, a), time.clock);
    const { secret: secretB } = await setUpTotp(t, await signIn(t.app, b), time.clock);
    time.advance(30_000);
    const challengeA = (await api.login(a)).json().data.secondFactor.challenge;

    expect((await api.secondFactor(challengeA, await codeAt(secretB, time.clock))).statusCode).toBe(401);
    const madeUp = await api.secondFactor('x'.repeat(43), await codeAt(secretB, time.clock));
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().error).toBe(MFA_MESSAGES.challengeGone);
    // The challenge is no token: nothing signed-in opens with it.
    expect((await api.get('/api/user/active', challengeA)).statusCode).toBe(401);
    // A passkey cannot stand in for the second step of an account without passkeys by another's ceremony.
    const options = await api.json('/api/authentication/passkey/options', { challenge: challengeA });
    expect(options.statusCode).toBe(200);
    expect(options.json().data.options.allowCredentials).toEqual([]);
  });

  it('take each recovery code once', async () => {
    const sa = await createUser(t, { group: 'SA' });
    const { codes } = await setUpTotp(t, await signIn(t.app, sa), time.clock);
    const first = (await api.login(sa)).json().data.secondFactor.challenge;
    // Typed in lower case with a space instead of the dash still counts.
    const typed = codes[0]!.toLowerCase().replace('-', ' ');
    expect((await api.secondFactor(first, typed)).statusCode).toBe(200);
    const second = (await api.login(sa)).json().data.secondFactor.challenge;
    expect((await api.secondFactor(second, codes[0]!)).statusCode).toBe(401);
    expect((await api.secondFactor(second, codes[1]!)).statusCode).toBe(200);
    const token = await signInWithCode(sa, codes[2]!);
    expect((await api.get('/api/mfa', token)).json().data.recoveryCodesLeft).toBe(7);

    const renewed = await api.post('/api/mfa/recovery-codes', token);
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const third = (await api.login(sa)).json().data.secondFactor.challenge;
    expect((await api.secondFactor(third, codes[3]!)).statusCode).toBe(401);
    expect((await api.secondFactor(third, fresh[0]!)).statusCode).toBe(200);
  });

  async function signInWithCode(user: TestUser, code: string) {
    const challenge = (await api.login(user)).json().data.secondFactor.challenge;
    const done = await api.secondFactor(challenge, code);
    expect(done.statusCode).toBe(200);
    return done.json().data as string;
  }

  it('count wrong codes in the login throttle', async () => {
    const ip = '10.9.0.7';
    const sa = await createUser(t, { group: 'SA' });
    const { secret } = await setUpTotp(t, await signIn(t.app, sa), time.clock);
    time.advance(30_000);
    const challenge = (await api.login(sa, ip)).json().data.secondFactor.challenge;
    for (const wrong of ['123450', '123451', '123452']) {
      expect((await api.secondFactor(challenge, wrong, ip)).statusCode).toBe(401);
    }
    // The third failure costs a wait: even the right code waits for it.
    const waited = await api.secondFactor(challenge, await codeAt(secret, time.clock), ip);
    expect(waited.statusCode).toBe(429);
    expect(waited.json().error).toMatch(/Too many failed sign-in attempts/);

    // A new password step does not clear the count (only a whole sign-in does): one more wrong
    // code and the wait doubles.
    time.advance(1_500);
    const next = (await api.login(sa, ip)).json().data.secondFactor.challenge;
    expect((await api.secondFactor(next, '123453', ip)).statusCode).toBe(401);
    expect((await api.secondFactor(next, await codeAt(secret, time.clock), ip)).statusCode).toBe(429);
    time.advance(2_500);
    expect((await api.secondFactor(next, await codeAt(secret, time.clock), ip)).statusCode).toBe(200);
  });

  it('are for SA and AM only, signed in, with readable refusals of bad input', async () => {
    const cm = await signIn(t.app, await createUser(t, { group: 'CM' }));
    const customer = await signIn(t.app, await createUser(t, { group: 'customer' }));
    const sa = await signIn(t.app, await createUser(t, { group: 'SA' }));
    for (const token of [cm, customer]) {
      expect((await api.get('/api/mfa', token)).statusCode).toBe(403);
      expect((await api.post('/api/mfa/totp/start', token)).statusCode).toBe(403);
    }
    expect((await api.get('/api/mfa')).statusCode).toBe(401);
    expect((await api.post('/api/mfa/passkeys/options')).statusCode).toBe(401);

    const empty = await api.post('/api/mfa/totp/confirm', sa, { code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please enter the six-digit code.');
    const nothingPending = await api.post('/api/mfa/totp/confirm', sa, { code: '123456' });
    expect(nothingPending.statusCode).toBe(409);
    expect(nothingPending.json().error).toBe(MFA_MESSAGES.noTotpPending);
    const noChallenge = await api.post('/api/authentication/second-factor', undefined, { code: '123456' });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json().error).toBe('The sign-in step is missing. Please sign in again.');
    const noCredential = await api.json('/api/authentication/passkey', { ceremony: 'abc' });
    expect(noCredential.statusCode).toBe(400);
    const badName = await api.json('/api/mfa/passkeys', { ceremony: 'abc', name: '', credential: {} }, sa);
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error).toMatch(/Please name the passkey/);
    const noSuchKey = await api.post('/api/mfa/passkeys/delete', sa, { id: 'nope' });
    expect(noSuchKey.statusCode).toBe(404);
  });

  it('refuse a passkey answer to a ceremony that is not open, and a credential of no account', async () => {
    const credential = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    const unknownCeremony = await api.json('/api/authentication/passkey', {
      ceremony: 'made-up',
      credential,
    });
    expect(unknownCeremony.statusCode).toBe(401);
    expect(unknownCeremony.json().error).toBe(MFA_MESSAGES.challengeGone);
    const options = await api.json('/api/authentication/passkey/options', {});
    expect(options.statusCode).toBe(200);
    const { ceremony, options: webauthn } = options.json().data;
    expect(webauthn).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const unknownKey = await api.json('/api/authentication/passkey', { ceremony, credential });
    expect(unknownKey.statusCode).toBe(401);
    expect(unknownKey.json().error).toBe(MFA_MESSAGES.passkeyRefused);
  });

  it('show an SA and an AM how a staff member signs in; only an SA resets, in the audit trail', async () => {
    const saUser = await createUser(t, { group: 'SA' });
    const sa = await signIn(t.app, saUser);
    const am = await signIn(t.app, await createUser(t, { group: 'AM' }));
    const cm = await createUser(t, { group: 'CM' });
    const target = await createUser(t, { group: 'AM' });
    await setUpTotp(t, await signIn(t.app, target), time.clock);

    const methods = await api.get(`/api/user/sign-in-methods?id=${target.id}`, sa);
    expect(methods.statusCode).toBe(200);
    expect(methods.json().data).toEqual({
      password: true,
      companyAccount: false,
      passkeys: 0,
      totp: true,
      recoveryCodesLeft: 10,
    });
    // An AM manages neither an SA nor an AM (DESIGN), so sees only others' methods.
    expect((await api.get(`/api/user/sign-in-methods?id=${target.id}`, am)).statusCode).toBe(403);
    expect((await api.get(`/api/user/sign-in-methods?id=${cm.id}`, am)).statusCode).toBe(200);
    expect((await api.get(`/api/user/sign-in-methods?id=${target.id}`)).statusCode).toBe(401);
    expect((await api.get('/api/user/sign-in-methods?id=x', sa)).json().error).toBe('Id provided is invalid');

    expect((await api.post('/api/user/reset-second-factor', am, { id: String(cm.id) })).statusCode).toBe(403);
    const reset = await api.post('/api/user/reset-second-factor', sa, { id: String(target.id) });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({
      password: true,
      companyAccount: false,
      passkeys: 0,
      totp: false,
      recoveryCodesLeft: 0,
    });
    const twice = await api.post('/api/user/reset-second-factor', sa, { id: String(target.id) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(MFA_MESSAGES.noFactorsToReset);

    const log = (await api.get('/api/logs/get?limit=5', sa)).json().data;
    const entry = log.find((row: { description: string }) =>
      row.description.startsWith('Reset the second factors'),
    );
    expect(entry).toBeDefined();
    // With no factor left the password alone signs in again.
    expect(typeof (await api.login(target)).json().data).toBe('string');
  });

  it('drop the recovery codes with the last factor', async () => {
    const sa = await createUser(t, { group: 'SA' });
    const token = await signIn(t.app, sa);
    await setUpTotp(t, token, time.clock);
    const removed = await api.post(
      '/api/mfa/totp/delete',
      await signInWithCode(sa, (await recoveryOf(token))!),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
  });

  async function recoveryOf(token: string) {
    const renewed = await api.post('/api/mfa/recovery-codes', token);
    return (renewed.json().data.recoveryCodes as string[])[0];
  }
});

describe('REQUIRE_ADMIN_MFA', () => {
  const time = manualClock();
  const t = testAppForSuite({ seed: false, clock: time.clock, env: { REQUIRE_ADMIN_MFA: 'true' } });
  const api = calls(t);

  it('lets an SA without a second factor reach only its set-up, until one is added', async () => {
    const sa = await signIn(t.app, await createUser(t, { group: 'SA' }));
    const refused = await api.get('/api/users/getAll?type=igt', sa);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MFA_MESSAGES.setupRequired);
    expect((await api.get('/api/user/active', sa)).statusCode).toBe(200);
    expect((await api.get('/api/mfa', sa)).json().data).toMatchObject({ setupRequired: true });

    await setUpTotp(t, sa, time.clock);
    expect((await api.get('/api/users/getAll?type=igt', sa)).statusCode).toBe(200);
    expect((await api.get('/api/mfa', sa)).json().data).toMatchObject({ setupRequired: false });
  });

  it('leaves other groups as they were', async () => {
    const cm = await signIn(t.app, await createUser(t, { group: 'CM' }));
    expect((await api.get('/api/asset/get/financialDocumentCentre', cm)).statusCode).not.toBe(403);
  });
});
