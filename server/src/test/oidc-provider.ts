/// <reference path="./oidc-provider-module.d.ts" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import Provider, { type Account } from 'oidc-provider';

/** A staff member at the test identity provider: the claims its ID tokens carry about them. */
interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The staff members by login name (their subject); change them between sign-ins. */
  accounts: Map<string, ProviderAccount>;
  /**
   * While set, every ID token the token endpoint answers is re-signed, with the provider's own
   * published key, after this changes its claims (a wrong nonce, another audience, an expired one).
   */
  rewriteIdToken: ((claims: Record<string, unknown>) => Record<string, unknown>) | null;
  /** A JWT with these claims, signed with the provider's published key (a logout token). */
  sign(claims: Record<string, unknown>, type?: string): Promise<string>;
  /** The OIDC_* settings that point a portal at this provider. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * The company's identity provider for the tests (issue 32 item 2): oidc-provider, a certified
 * OpenID Provider, on loopback with one client registered for the portal. Its own development
 * login and consent pages take any login name that `accounts` holds (any password).
 *
 * It stands behind a small proxy on the issuer's address, so `rewriteIdToken` can change the answers
 * of its token endpoint; everything else passes through untouched.
 */
export async function startTestIdentityProvider(options: {
  /** The portal's redirect URI: `{PUBLIC_URL}/api/authentication/oidc/callback`. */
  redirectUri: string;
  port?: number;
}): Promise<TestIdentityProvider> {
  const clientId = 'portal';
  const clientSecret = 'portal-client-secret-for-tests-only';
  const accounts = new Map<string, ProviderAccount>();

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const signer = await importJWK(signingKey, 'RS256');

  const front = http.createServer();
  await new Promise<void>((resolve) => front.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-identity-provider-cookie-key'] },
    // The group claim rides in the ID token, as company providers are set up to send it.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'groups'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Its own defaults, said out loud so it does not print a notice for each.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string): Promise<Account | undefined> {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...accounts.get(id) }) };
    },
  });
  const providerServer = http.createServer(provider.callback());
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  const providerPort = (providerServer.address() as AddressInfo).port;

  const idp: TestIdentityProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    rewriteIdToken: null,
    sign: (claims, type = 'JWT') =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: type }).sign(signer),
    env: () => ({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret }),
    async close() {
      front.closeAllConnections();
      providerServer.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => front.close(resolve)),
        new Promise((resolve) => providerServer.close(resolve)),
      ]);
    },
  };

  front.on('request', (request, response) => {
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: providerPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      async (answer) => {
        const rewrite = idp.rewriteIdToken;
        if (!rewrite || !request.url?.startsWith('/token') || answer.statusCode !== 200) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id_token: string };
        const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString('utf8'));
        body.id_token = await idp.sign(rewrite(claims));
        const text = JSON.stringify(body);
        const { 'content-length': _length, ...headers } = answer.headers;
        response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(text) });
        response.end(text);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });

  return idp;
}

/**
 * Signs in at the identity provider as a browser would, from the address the portal's start sent it
 * to: follows the redirects, fills the provider's login form (login name, any password) and its
 * consent form, and answers the address it finally sends the browser to (the portal's callback).
 */
export async function signInAtProvider(
  authorisationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let next: { url: URL; form?: URLSearchParams } = { url: new URL(authorisationUrl) };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(next.form ? { body: next.form.toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(redirectUri)) return target;
      next = { url: target };
      continue;
    }
    const page = await response.text();
    if (response.status !== 200)
      throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`No form on the provider's page: ${page.slice(0, 300)}`);
    next = {
      url: new URL(action.replaceAll('&amp;', '&'), next.url),
      form: new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }),
    };
  }
  throw new Error('The provider never sent the browser back to the portal');
}
