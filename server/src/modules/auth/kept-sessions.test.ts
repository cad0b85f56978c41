import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories.ts';
import { createTestApp, form, testAppForSuite } from '../../test/test-app.ts';

/*
 * Signed-in calls reuse the session as the last call found it (decision 036). Whatever ends a session
 * or changes its user must show on the very next call, the kept session being warm.
 */
describe('kept sessions', () => {
  const t = testAppForSuite({ seed: false });
  let sa: string;

  beforeAll(async () => {
    sa = await signIn(t.app, await createUser(t, { group: 'SA' }));
  });

  const active = (token: string) =>
    t.app.inject({ url: '/api/user/active', headers: { 'consumer-token': token } });
  const edit = (fields: Record<string, string>) => {
    const body = form({ type: 'PUT', ...fields });
    return t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: body.payload,
      headers: { ...body.headers, 'consumer-token': sa },
    });
  };

  it('ends a warm session at once on logout', async () => {
    const token = await signIn(t.app, await createUser(t, { group: 'customer' }));
    for (let n = 0; n < 3; n++) expect((await active(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { 'consumer-token': token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await active(token)).statusCode).toBe(401);
  });

  it('shows a changed name at once, and ends the session of a deleted user', async () => {
    const user = await createUser(t, { group: 'CM' });
    const token = await signIn(t.app, user);
    expect((await active(token)).json().data.firstName).not.toBe('Renamed');
    const renamed = await edit({ id: String(user.id), firstName: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await active(token)).json().data.firstName).toBe('Renamed');

    const body = form({ id: String(user.id) });
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      payload: body.payload,
      headers: { ...body.headers, 'consumer-token': sa },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await active(token)).statusCode).toBe(401);
  });

  it('ends a warm session once its expiry passes, without any change', async () => {
    const { clock, advance } = (await import('../../test/test-app.ts')).manualClock();
    const timed = await createTestApp({ seed: false, clock, env: { TOKEN_TTL: '60' } });
    try {
      const token = await signIn(timed.app, await createUser(timed, { group: 'customer' }));
      const read = () => timed.app.inject({ url: '/api/user/active', headers: { 'consumer-token': token } });
      expect((await read()).statusCode).toBe(200);
      advance(61_000);
      expect((await read()).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });
});
