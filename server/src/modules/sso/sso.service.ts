import { createHash, randomBytes } from 'node:crypto';
import { isEmailShape, mappedGroup, SSO_MESSAGES, type SsoProblem } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound, unavailable } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { AuthService, IssuedToken } from '../auth/auth.service.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import {
  findIdentityUserId,
  insertHandoff,
  insertIdentity,
  insertLogin,
  isLinked,
  isLinkedAt,
  takeHandoff,
  takeLogin,
  touchIdentity,
} from './sso.repository.ts';

export interface SsoDeps {
  db: Kysely<Database>;
  /** Null: single sign-on is not set up (OIDC_ISSUER unset). */
  config: OidcConfig | null;
  users: UsersService;
  auth: AuthService;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** How long a sign-in may take at the identity provider, from start to callback. */
const LOGIN_TTL_MS = 10 * 60 * 1000;
/** How long the web app has to exchange the one-time code for its token. */
const HANDOFF_TTL_MS = 2 * 60 * 1000;
const NAME_MAX = 100;
const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** A company sign-in that ends without a session; the login page shows the problem's sentence. */
export class SsoRefusal extends Error {
  constructor(
    readonly problem: SsoProblem,
    detail: string,
  ) {
    super(detail);
  }
}

const hashed = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Single sign-on for provider staff by OpenID Connect (issue 32, decision 155): the authorisation
 * code flow with PKCE, state and nonce, through openid-client, which checks the ID token's issuer,
 * audience, expiry, nonce and signature (the provider's JWKS). The company's identity provider says
 * who the staff member is and which group they are in; the portal then gives its usual token.
 */
export class SsoService {
  private provider: Promise<oidc.Configuration> | null = null;
  private providerKeys: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(private readonly deps: SsoDeps) {}

  get enabled(): boolean {
    return this.deps.config !== null;
  }

  /**
   * A new sign-in: its state (for the browser's cookie) and the provider's address to send the
   * browser to. The nonce and PKCE verifier stay on the server with the state's hash.
   */
  /** Whether a staff member signs in with their company account (the user editor shows it). */
  signsInWithCompany(userId: number): Promise<boolean> {
    return isLinked(this.deps.db, userId);
  }

  async start(): Promise<{ state: string; location: string }> {
    const config = this.requireConfig();
    const provider = await this.discovered();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const now = this.deps.clock();
    await insertLogin(
      this.deps.db,
      {
        stateHash: hashed(state),
        nonce,
        codeVerifier,
        expiresAt: new Date(now.getTime() + LOGIN_TTL_MS).toISOString(),
      },
      now.toISOString(),
    );
    const location = oidc.buildAuthorizationUrl(provider, {
      redirect_uri: config.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { state, location: location.href };
  }

  /**
   * The provider's answer at the callback (`query` as it came), for the browser holding `cookieState`:
   * the one-time code the web app exchanges for its token, or an SsoRefusal saying why not.
   */
  async finish(query: URLSearchParams, cookieState: string | undefined): Promise<string> {
    const config = this.requireConfig();
    const state = query.get('state');
    // The state must be the one this browser was sent off with (no sign-in planted from elsewhere)
    // and one the server still holds (a state works once, for ten minutes).
    if (!state || !cookieState || state !== cookieState)
      throw new SsoRefusal('expired', 'the state is missing or not the one this browser started with');
    const now = this.deps.clock();
    const login = await takeLogin(this.deps.db, hashed(state), now.toISOString());
    if (!login) throw new SsoRefusal('expired', 'the state is unknown, used or expired');
    if (query.has('error'))
      throw new SsoRefusal(
        'failed',
        `the provider answered ${query.get('error')}: ${query.get('error_description')}`,
      );

    const provider = await this.discovered();
    // The registered redirect URI with the provider's answer: openid-client sends it without the query.
    const callbackUrl = new URL(config.redirectUri);
    callbackUrl.search = query.toString();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(provider, callbackUrl, {
        pkceCodeVerifier: login.code_verifier,
        expectedState: state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw new SsoRefusal('failed', `the code or ID token was refused: ${(error as Error).message}`);
    }
    if (!claims) throw new SsoRefusal('failed', 'the provider sent no ID token');

    const group = mappedGroup(claims[config.groupClaim], config.groupMap);
    if (!group) throw new SsoRefusal('no-group', `subject ${claims.sub} holds no mapped group`);
    const account = await this.account(claims, group);
    if (account.active !== 1) throw new SsoRefusal('disabled', `user ${account.id} is disabled`);
    const user = await this.deps.users.setStaffGroupBySso(account, group);

    const code = randomBytes(32).toString('base64url');
    await insertHandoff(
      this.deps.db,
      {
        codeHash: hashed(code),
        userId: user.id,
        expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS).toISOString(),
      },
      now.toISOString(),
    );
    return code;
  }

  /** The portal's usual token for a one-time code the callback left; a code works once. */
  async exchange(code: string | undefined): Promise<IssuedToken> {
    if (!this.enabled) throw notFound(SSO_MESSAGES.notConfigured);
    const now = this.deps.clock().toISOString();
    const userId = code ? await takeHandoff(this.deps.db, hashed(code), now) : undefined;
    if (userId === undefined) throw badRequest(SSO_MESSAGES.noHandoff);
    return this.deps.auth.signInVouchedFor(userId);
  }

  /**
   * OpenID Connect Back-Channel Logout 1.0 (decision 157): the provider says a staff member logged
   * out there, in a logout token signed with its keys; every portal session of the account linked
   * to that subject ends at once. A subject the portal does not know changes nothing.
   */
  async logoutFromProvider(logoutToken: string): Promise<void> {
    const config = this.requireConfig();
    const provider = await this.discovered();
    const { issuer, jwks_uri: jwksUri } = provider.serverMetadata();
    if (!jwksUri) throw badRequest(SSO_MESSAGES.badLogoutToken);
    this.providerKeys ??= createRemoteJWKSet(new URL(jwksUri));
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(logoutToken, this.providerKeys, {
        issuer,
        audience: config.clientId,
        requiredClaims: ['iat', 'sub', 'events'],
        maxTokenAge: '10 minutes',
      }));
    } catch (error) {
      this.deps.log.warn({ err: error }, 'a logout token was refused');
      throw badRequest(SSO_MESSAGES.badLogoutToken);
    }
    const events = claims.events as Record<string, unknown> | undefined;
    if (typeof events?.[BACKCHANNEL_LOGOUT_EVENT] !== 'object' || 'nonce' in claims)
      throw badRequest(SSO_MESSAGES.badLogoutToken);
    const userId = await findIdentityUserId(this.deps.db, issuer, claims.sub!);
    if (userId !== undefined) await this.deps.auth.endUserSessions(userId);
  }

  /**
   * The account of the staff member the ID token names: the one linked to their identity; else the
   * one with their e-mail, when the provider says it verified it, now linked; else a new igt account
   * in their group (just in time).
   */
  private async account(claims: oidc.IDToken, group: 'SA' | 'AM' | 'CM'): Promise<UserRow> {
    const { db, users } = this.deps;
    const issuer = claims.iss;
    const now = this.deps.clock().toISOString();
    const linkedId = await findIdentityUserId(db, issuer, claims.sub);
    if (linkedId !== undefined) {
      const row = await users.accountById(linkedId);
      if (row) {
        await touchIdentity(db, issuer, claims.sub, now);
        return row;
      }
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (claims.email_verified !== true || !isEmailShape(email))
      throw new SsoRefusal('no-email', `subject ${claims.sub} has no verified e-mail`);
    const link = (trx: Kysely<Database>, userId: number) =>
      insertIdentity(trx, { issuer, subject: claims.sub, userId }, now);

    const existing = await users.accountByEmail(email);
    if (existing) {
      if (existing.user_type !== 'igt')
        throw new SsoRefusal('not-staff', `${email} is a ${existing.user_type} account`);
      // An address the provider has since given to someone else does not hand them the account.
      if (await isLinkedAt(db, issuer, existing.id))
        throw new SsoRefusal('linked-elsewhere', `${email} is linked to another subject of ${issuer}`);
      await link(db, existing.id);
      return existing;
    }
    return users.createStaffBySso({ email, group, ...names(claims, email) }, link);
  }

  private requireConfig(): OidcConfig {
    if (!this.deps.config) throw notFound(SSO_MESSAGES.notConfigured);
    return this.deps.config;
  }

  /** The provider's metadata and keys, discovered once (again after a failure). */
  private discovered(): Promise<oidc.Configuration> {
    const config = this.requireConfig();
    if (!this.provider) {
      const issuer = new URL(config.issuer);
      this.provider = oidc
        .discovery(
          issuer,
          config.clientId,
          config.clientSecret,
          oidc.ClientSecretBasic(config.clientSecret),
          {
            // config.ts allows plain http for a provider on this machine only.
            ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
          },
        )
        .catch((error: unknown) => {
          this.provider = null;
          this.deps.log.error({ err: error }, 'OpenID provider discovery failed');
          throw unavailable(SSO_MESSAGES.providerUnreachable);
        });
    }
    return this.provider;
  }
}

/** A new account's names from the ID token's profile claims, else from the e-mail address. */
function names(claims: oidc.IDToken, email: string): { firstName: string; surname: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, NAME_MAX) : '');
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return {
    firstName: text(claims.given_name) || first || email.split('@')[0]!.slice(0, NAME_MAX),
    surname: text(claims.family_name) || rest.join(' '),
  };
}
