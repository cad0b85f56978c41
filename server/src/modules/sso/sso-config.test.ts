import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

/** The OIDC_* settings (issue 32 item 1), as config.ts reads them. */
describe('single sign-on settings', () => {
  const client = { OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'secret' };

  it('are off without OIDC_ISSUER', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(loadConfig({ OIDC_ISSUER: '  ', ...client }).oidc).toBeNull();
  });

  it('take the defaults of the issue, and the redirect URI from PUBLIC_URL', () => {
    const { oidc } = loadConfig({
      OIDC_ISSUER: 'https://login.company.test/tenant',
      PUBLIC_URL: 'https://portal.company.test/',
      ...client,
    });
    expect(oidc).toEqual({
      issuer: 'https://login.company.test/tenant',
      clientId: 'portal',
      clientSecret: 'secret',
      groupClaim: 'groups',
      groupMap: [
        { value: 'portal-sa', group: 'SA' },
        { value: 'portal-am', group: 'AM' },
        { value: 'portal-cm', group: 'CM' },
      ],
      redirectUri: 'https://portal.company.test/api/authentication/oidc/callback',
    });
  });

  it('read a claim and a map of their own', () => {
    const { oidc } = loadConfig({
      OIDC_ISSUER: 'https://login.company.test',
      OIDC_GROUP_CLAIM: 'roles',
      OIDC_GROUP_MAP: 'Portal.Admins:SA',
      ...client,
    });
    expect(oidc).toMatchObject({ groupClaim: 'roles', groupMap: [{ value: 'Portal.Admins', group: 'SA' }] });
  });

  it('refuse plain http away from this machine, a missing client and a bad map', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://login.company.test', ...client })).toThrow(/https/);
    expect(loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:4000', ...client }).oidc?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'not an address', ...client })).toThrow(/must be an address/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.company.test' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'https://login.company.test', OIDC_GROUP_MAP: 'staff:operator', ...client }),
    ).toThrow(/OIDC_GROUP_MAP/);
  });
});
