import { randomUUID } from 'node:crypto';
import {
  guestExpiredMessage,
  guestValidUntil,
  isGuestExpired,
  MESSAGES,
  type TokenPayload,
  type User,
} from '@portal/domain';
import type { SecondFactorChallenge } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound, tooMany, unauthorised, unavailable } from '../../lib/http-error.ts';
import { countLoginRefusal } from '../../lib/metrics.ts';
import type { SharedVersion } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';
import type { Authenticator, Caller } from '../../plugins/auth.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import { KeptSessions } from './kept-sessions.ts';
import { type LoginThrottle, retryMessage } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { endSession, endUserSessions, findLiveSessionUser, insertSession } from './sessions.repository.ts';
import type { TokenSigner } from './tokens.ts';

export interface AuthDeps {
  db: Kysely<Database>;
  /** Whose accounts sign in. */
  users: UsersService;
  signer: TokenSigner;
  throttle: LoginThrottle;
  clock: Clock;
  tokenTtlSeconds: number;
  /**
   * Whether live sessions may be kept between calls (KeptSessions): where this process sees every
   * change (SQLite) or hears of the others' (`sessionsVersion`, with REDIS_URL).
   */
  keepSessions: boolean;
  sessionsVersion?: SharedVersion;
  /** Second factors (mfa.service.ts): handed in after both are made, as they lean on each other. */
  secondFactors?: () => SecondFactors;
}

/** What signing in asks of the second factors (MfaService). */
interface SecondFactors {
  challengeAfterPassword(row: UserRow): Promise<SecondFactorChallenge | null>;
  mustSetUp(row: UserRow, user: User): Promise<boolean>;
}

/** A live session as authenticate() found it: its user's row and that user as the API shows it. */
interface LiveSession {
  row: UserRow;
  user: User;
  expiresAt: string;
  /** When the session or the guest's access ends, whichever comes first (ms). */
  validUntil: number;
  mustSetUpSecondFactor: boolean;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export class AuthService implements Authenticator {
  private readonly sessions: KeptSessions<LiveSession>;

  constructor(private readonly deps: AuthDeps) {
    this.sessions = new KeptSessions(deps.keepSessions, deps.sessionsVersion);
  }

  /** Called by every change that may end a session or change a user (logouts, people, operators). */
  sessionsChanged(): void {
    this.sessions.changed();
  }

  /**
   * SPEC §7 login: a token for a known, active, non-guest account with the right password; for an
   * account with a second factor, the challenge that factor answers (decision 160).
   */
  async login(email: string, password: string, ip: string): Promise<IssuedToken | SecondFactorChallenge> {
    const now = this.deps.clock().getTime();
    const account = email.trim().toLowerCase();
    const throttle = this.deps.throttle;
    const wait = await counted(() => throttle.retryAfterMs(account, ip, now));
    if (wait > 0) {
      countLoginRefusal('throttled');
      throw tooMany(retryMessage(wait), wait);
    }

    const row = await this.deps.users.accountByEmail(email);
    if (!row || row.active !== 1 || row.user_type === 'guest') {
      await counted(() => throttle.recordFailure(null, ip, now));
      countLoginRefusal('bad_credentials');
      throw notFound(MESSAGES.unknownAccount);
    }
    if (!(await verifyPassword(row.password_hash, password))) {
      await counted(() => throttle.recordFailure(account, ip, now));
      countLoginRefusal('bad_credentials');
      throw unauthorised(MESSAGES.invalidCredentials);
    }
    // The account's failures are cleared once the second factor is given too, not before.
    const challenge = await this.deps.secondFactors?.().challengeAfterPassword(row);
    if (challenge) return challenge;
    await counted(() => throttle.clearAccount(account));
    return this.signInAs(row);
  }

  /** A session of the usual lifetime for an account whose sign-in is complete. */
  signInAs(row: UserRow): Promise<IssuedToken> {
    return this.startSession(row, new Date(this.deps.clock().getTime() + this.deps.tokenTtlSeconds * 1000));
  }

  /** Guest links sign in by slug until the guest's last valid day ends. */
  async guestLogin(slug: string): Promise<IssuedToken> {
    const row = await this.deps.users.accountByGuestSlug(slug);
    if (!row || row.active !== 1 || row.user_type !== 'guest')
      throw notFound('This guest link is not valid.');
    const now = this.deps.clock();
    if (this.guestExpired(row, now)) throw unauthorised(guestExpiredMessage(slug));
    const ttlEnd = new Date(now.getTime() + this.deps.tokenTtlSeconds * 1000);
    const guestEnd = guestValidUntil(row.guest_expiry_start ?? '', row.guest_expiry_days ?? 0);
    return this.startSession(row, ttlEnd < guestEnd ? ttlEnd : guestEnd);
  }

  /**
   * A session for an account whose owner the company's identity provider vouched for (single sign-on,
   * modules/sso): the usual token and lifetime, as after a password.
   */
  async signInVouchedFor(userId: number): Promise<IssuedToken> {
    const row = await this.deps.users.accountById(userId);
    if (!row || row.active !== 1 || row.user_type !== 'igt') throw unauthorised(MESSAGES.notLoggedIn);
    return this.startSession(row, new Date(this.deps.clock().getTime() + this.deps.tokenTtlSeconds * 1000));
  }

  /** Ends every live session of a user at once (the identity provider said they logged out there). */
  async endUserSessions(userId: number): Promise<void> {
    await endUserSessions(this.deps.db, userId, this.deps.clock().toISOString());
    this.sessionsChanged();
  }

  /** Ends every live session of a user inside the caller's transaction (a change to their account). */
  async endSessionsWithin(trx: Kysely<Database>, userId: number, now: string): Promise<void> {
    await endUserSessions(trx, userId, now);
  }

  async logout(sessionId: string): Promise<void> {
    await endSession(this.deps.db, sessionId, this.deps.clock().toISOString());
    this.sessionsChanged();
  }

  /**
   * The caller behind a consumer token, or a 401: 'You need to be logged in.' for a missing, forged,
   * expired or ended token; 'Guest account expired|{slug}' for a guest past their last day.
   */
  async authenticate(token: string): Promise<Caller> {
    const payload = await this.deps.signer.verify(token);
    const now = this.deps.clock();
    if (!payload || payload.expiry_time * 1000 <= now.getTime()) {
      if (payload?.guestSlug) throw unauthorised(guestExpiredMessage(payload.guestSlug));
      throw unauthorised(MESSAGES.notLoggedIn);
    }
    const session = await this.liveSession(payload, now.toISOString());
    if (!session) {
      if (payload.guestSlug) throw unauthorised(guestExpiredMessage(payload.guestSlug));
      throw unauthorised(MESSAGES.notLoggedIn);
    }
    if (session.row.user_type === 'guest' && this.guestExpired(session.row, now)) {
      throw unauthorised(guestExpiredMessage(session.row.guest_slug ?? ''));
    }
    const validUntil = Math.min(payload.expiry_time * 1000, session.validUntil);
    return {
      user: session.user,
      sessionId: payload.sid,
      current: () => this.sessions.holds(payload.sid, session) && this.deps.clock().getTime() < validUntil,
      ...(session.mustSetUpSecondFactor ? { mustSetUpSecondFactor: true } : {}),
    };
  }

  /** The token's session while it is live and its user active: as kept, or read afresh and kept. */
  private async liveSession(payload: TokenPayload, now: string): Promise<LiveSession | undefined> {
    const { kept, ticket } = await this.sessions.lookup(payload.sid);
    if (kept && kept.expiresAt > now && String(kept.row.id) === payload.sub) return kept;
    const row = await findLiveSessionUser(this.deps.db, payload.sid, now);
    if (!row || String(row.id) !== payload.sub) return undefined;
    const guestEnd =
      row.user_type === 'guest' && row.guest_expiry_start && row.guest_expiry_days !== null
        ? guestValidUntil(row.guest_expiry_start, row.guest_expiry_days).getTime()
        : Number.POSITIVE_INFINITY;
    const user = await this.deps.users.signedInUser(row);
    const session = {
      row,
      user,
      mustSetUpSecondFactor: (await this.deps.secondFactors?.().mustSetUp(row, user)) ?? false,
      expiresAt: row.session_expires_at,
      validUntil: Math.min(Date.parse(row.session_expires_at), guestEnd),
    };
    this.sessions.keep(ticket, payload.sid, session);
    return session;
  }

  private guestExpired(row: UserRow, now: Date): boolean {
    if (!row.guest_expiry_start || row.guest_expiry_days === null) return true;
    return isGuestExpired(row.guest_expiry_start, row.guest_expiry_days, now);
  }

  private async startSession(row: UserRow, expiresAt: Date): Promise<IssuedToken> {
    const sessionId = randomUUID();
    await insertSession(this.deps.db, {
      id: sessionId,
      userId: row.id,
      createdAt: this.deps.clock().toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    const token = await this.deps.signer.sign({
      sub: String(row.id),
      sid: sessionId,
      expiry_time: Math.floor(expiresAt.getTime() / 1000),
      ...(row.user_type === 'guest' && row.guest_slug ? { guestSlug: row.guest_slug } : {}),
    });
    // The users list shows each account's last sign-in.
    this.deps.users.peopleChanged();
    return { token, expiresAt };
  }
}

/**
 * The throttle's counts are shared through Redis when several instances run; while it is down,
 * sign-ins are refused rather than counted per instance, which would multiply a guesser's tries
 * (decision 033). They resume by themselves once Redis answers.
 */
async function counted<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch {
    throw unavailable(SIGN_IN_PAUSED);
  }
}

export const SIGN_IN_PAUSED = 'Signing in is paused for a moment. Please try again in a minute.';
