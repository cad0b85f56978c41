import { createHash, randomBytes } from 'node:crypto';
import {
  canManageUser,
  isTotpCode,
  MESSAGES,
  MFA_MESSAGES,
  mustSetUpSecondFactor,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeFrom,
  type User,
  type UserGroup,
  type UserType,
  usesSecondFactors,
} from '@portal/domain';
import type {
  PasskeyCeremony,
  PasskeyRegisterBody,
  PasskeySignInBody,
  RecoveryCodes,
  SecondFactorChallenge,
  SecondFactorMethod,
  SecurityStatus,
  SignInMethods,
  TotpSetup,
  WebAuthnCredential,
} from '@portal/domain/schemas';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.ts';
import { forbidden, HttpError, notFound, tooMany, unauthorised } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { LogsService } from '../logs/logs.service.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import type { IssuedToken } from './auth.service.ts';
import { type LoginThrottle, retryMessage } from './login-throttle.ts';
import * as repo from './mfa.repository.ts';

/** How long a sign-in waits for its second factor, and a passkey ceremony for the authenticator. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const TOTP_ISSUER = 'Northstar Games portal';
/** One 30-second step either side: a phone's clock a little off still works. */
const TOTP_TOLERANCE_SECONDS = 30;

type Purpose = 'second-factor' | 'passkey-sign-in' | 'passkey-register';

export interface MfaDeps {
  db: Kysely<Database>;
  users: UsersService;
  logs: LogsService;
  throttle: LoginThrottle;
  clock: Clock;
  /** The relying party: PUBLIC_URL's host is the passkeys' id, its origin the one they answer. */
  publicUrl: string;
  /** REQUIRE_ADMIN_MFA: an SA or AM without a factor reaches only the set-up page. */
  required: boolean;
  /** Starts the session a finished sign-in earns (AuthService.signInAs). */
  signIn: (row: UserRow) => Promise<IssuedToken>;
  /** Whether the account is linked to the company's identity provider (the sso module knows). */
  signsInWithCompany: (userId: number) => Promise<boolean>;
  /** Kept sessions carry whether their user must set a factor up: told when factors change. */
  factorsChanged: () => void;
}

/**
 * Passkeys, a TOTP app and recovery codes for SA and AM accounts with a password (issue 32 items 3
 * and 4, decisions 160–163). A sign-in with a password whose account has a factor answers a
 * challenge instead of the token; the challenge and a code, or a passkey, then earn the token. A
 * passkey alone also signs in. Every wrong code or refused passkey counts in the login throttle.
 */
export class MfaService {
  private readonly rpId: string;
  private readonly origin: string;

  constructor(private readonly deps: MfaDeps) {
    const url = new URL(deps.publicUrl);
    // An IP address cannot be a passkey's relying party: the default PUBLIC_URL (127.0.0.1) means
    // this machine, whose name for browsers is localhost (decision 163).
    const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    this.rpId = loopback ? 'localhost' : url.hostname;
    this.origin = loopback ? `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` : url.origin;
  }

  // ── Signing in ─────────────────────────────────────────────────────────────────────────

  /** After a right password: null when the account has no factor, else the challenge to answer. */
  async challengeAfterPassword(row: UserRow): Promise<SecondFactorChallenge | null> {
    if (!eligible(row)) return null;
    const factors = await this.factorsOf(row.id);
    if (factors.passkeys === 0 && !factors.totp) return null;
    const methods: SecondFactorMethod[] = [];
    if (factors.totp) methods.push('totp');
    if (factors.passkeys > 0) methods.push('passkey');
    if (factors.recoveryCodesLeft > 0) methods.push('recovery-code');
    const { id, expiresAt } = await this.openChallenge('second-factor', row.id, null);
    return { secondFactor: { challenge: id, methods, expiresAt } };
  }

  /** The second step with a code from the app or a recovery code: the token, or a 401 that counts. */
  async completeWithCode(challenge: string, typed: string, ip: string): Promise<IssuedToken> {
    const { open, row } = await this.waitingSignIn(challenge, ip);
    const now = this.now();
    const accepted = isTotpCode(typed)
      ? await this.takeTotpCode(row.id, typed, false)
      : await repo.useRecoveryCode(this.deps.db, row.id, hashOf(normaliseRecoveryCode(typed)), now);
    if (!accepted) {
      await this.countFailure(row, ip);
      throw unauthorised(MFA_MESSAGES.wrongCode);
    }
    return this.finishSignIn(open.id_hash, row);
  }

  /**
   * Options for the browser's passkey call: for the account of a waiting sign-in (`challenge`), its
   * own passkeys; without one, any passkey of this site the authenticator holds (a passkey alone).
   */
  async passkeySignInOptions(challenge: string | undefined, ip: string): Promise<PasskeyCeremony> {
    if (challenge) {
      const { open, row } = await this.waitingSignIn(challenge, ip);
      const passkeys = await repo.findPasskeys(this.deps.db, row.id);
      const options = await generateAuthenticationOptions({
        rpID: this.rpId,
        allowCredentials: passkeys.map((key) => ({ id: key.credential_id, transports: transportsOf(key) })),
        userVerification: 'preferred',
      });
      await repo.setWebAuthnChallenge(this.deps.db, open.id_hash, options.challenge);
      return { ceremony: challenge, options: { ...options } };
    }
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'required' });
    const { id } = await this.openChallenge('passkey-sign-in', null, options.challenge);
    return { ceremony: id, options: { ...options } };
  }

  /** The authenticator's answer to passkeySignInOptions: the token, or a 401 that counts. */
  async completeWithPasskey(body: PasskeySignInBody, ip: string): Promise<IssuedToken> {
    const now = this.now();
    const idHash = hashOf(body.ceremony);
    const open =
      (await repo.findOpenChallenge(this.deps.db, idHash, 'second-factor', now)) ??
      (await repo.findOpenChallenge(this.deps.db, idHash, 'passkey-sign-in', now));
    if (!open?.webauthn_challenge) {
      await this.countFailure(null, ip);
      throw unauthorised(MFA_MESSAGES.challengeGone);
    }
    const passkey = await repo.findPasskey(this.deps.db, body.credential.id);
    const row = passkey ? await this.deps.users.accountById(passkey.user_id) : undefined;
    // A passkey answering a waiting sign-in must be that account's own.
    const usable = passkey && row && eligible(row) && (open.user_id === null || open.user_id === row.id);
    if (!usable) {
      await this.countFailure(null, ip);
      throw unauthorised(MFA_MESSAGES.passkeyRefused);
    }
    await this.admit(row, ip);
    const verified = await verifyAuthenticationResponse({
      response: body.credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: open.webauthn_challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      credential: {
        id: passkey.credential_id,
        publicKey: Buffer.from(passkey.public_key, 'base64url'),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: open.purpose === 'passkey-sign-in',
    }).catch(() => null);
    if (!verified?.verified) {
      await this.countFailure(row, ip);
      throw unauthorised(MFA_MESSAGES.passkeyRefused);
    }
    await repo.markPasskeyUsed(
      this.deps.db,
      passkey.credential_id,
      verified.authenticationInfo.newCounter,
      now,
    );
    return this.finishSignIn(open.id_hash, row);
  }

  // ── The signed-in admin's own factors ──────────────────────────────────────────────────

  async status(user: User): Promise<SecurityStatus> {
    const row = await this.ownRow(user);
    const passkeys = await repo.findPasskeys(this.deps.db, user.id);
    const totp = await repo.findTotp(this.deps.db, user.id);
    const factors = { passkeys: passkeys.length, totp: Boolean(totp?.confirmed_at) };
    return {
      eligible: eligible(row),
      setupRequired: eligible(row) && mustSetUpSecondFactor(user, factors, this.deps.required),
      passkeys: passkeys.map((key) => ({
        id: key.credential_id,
        name: key.name,
        createdAt: key.created_at,
        lastUsedAt: key.last_used_at,
      })),
      totp: factors.totp,
      recoveryCodesLeft: await repo.countUnusedRecoveryCodes(this.deps.db, user.id),
    };
  }

  /** Whether this account may reach only the set-up page (REQUIRE_ADMIN_MFA, an admin, no factor). */
  async mustSetUp(row: UserRow, user: User): Promise<boolean> {
    if (!this.deps.required || !eligible(row)) return false;
    return mustSetUpSecondFactor(user, await this.factorsOf(row.id), true);
  }

  async passkeyRegistrationOptions(user: User): Promise<PasskeyCeremony> {
    const row = await this.eligibleRow(user);
    const passkeys = await repo.findPasskeys(this.deps.db, user.id);
    const options = await generateRegistrationOptions({
      rpName: TOTP_ISSUER,
      rpID: this.rpId,
      userName: row.email,
      userDisplayName: `${row.first_name} ${row.surname}`.trim() || row.email,
      userID: new TextEncoder().encode(`portal-user-${row.id}`),
      attestationType: 'none',
      excludeCredentials: passkeys.map((key) => ({ id: key.credential_id, transports: transportsOf(key) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const { id } = await this.openChallenge('passkey-register', user.id, options.challenge);
    return { ceremony: id, options: { ...options } };
  }

  async registerPasskey(user: User, body: PasskeyRegisterBody): Promise<RecoveryCodes> {
    await this.eligibleRow(user);
    const now = this.now();
    const open = await repo.findOpenChallenge(this.deps.db, hashOf(body.ceremony), 'passkey-register', now);
    if (!open?.webauthn_challenge || open.user_id !== user.id) throw badCeremony();
    const verified = await verifyRegistrationResponse({
      response: body.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: open.webauthn_challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw new HttpError(400, MFA_MESSAGES.registrationRefused);
    const { credential } = verified.registrationInfo;
    const codes = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await repo.useChallenge(trx, open.id_hash, now))) throw badCeremony();
      if (await repo.findPasskey(trx, credential.id))
        throw new HttpError(409, 'That passkey is already added.');
      await repo.insertPasskey(trx, {
        credential_id: credential.id,
        user_id: user.id,
        name: body.name,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? transportsFrom(body.credential)),
        created_at: now,
        last_used_at: null,
      });
      return this.firstRecoveryCodes(trx, user.id, now);
    });
    this.deps.factorsChanged();
    return { recoveryCodes: codes };
  }

  async removePasskey(user: User, credentialId: string): Promise<SecurityStatus> {
    await this.ownRow(user);
    const removed = await this.deps.db.transaction().execute(async (trx) => {
      const done = await repo.deletePasskey(trx, user.id, credentialId);
      if (done) await this.dropCodesWithoutFactors(trx, user.id);
      return done;
    });
    if (!removed) throw notFound(MFA_MESSAGES.noSuchPasskey);
    this.deps.factorsChanged();
    return this.status(user);
  }

  /** A new secret to scan; it counts once a code from it is confirmed. */
  async startTotp(user: User): Promise<TotpSetup> {
    const row = await this.eligibleRow(user);
    const existing = await repo.findTotp(this.deps.db, user.id);
    if (existing?.confirmed_at)
      throw new HttpError(409, 'An authenticator app is already set up. Remove it first to add another.');
    const secret = generateSecret();
    await repo.putPendingTotp(this.deps.db, user.id, secret, this.now());
    const uri = generateURI({ issuer: TOTP_ISSUER, label: row.email, secret });
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  async confirmTotp(user: User, code: string, ip: string): Promise<RecoveryCodes> {
    const row = await this.eligibleRow(user);
    const pending = await repo.findTotp(this.deps.db, user.id);
    if (!pending || pending.confirmed_at) throw new HttpError(409, MFA_MESSAGES.noTotpPending);
    await this.admit(row, ip);
    if (!isTotpCode(code) || !(await this.takeTotpCode(user.id, code, true))) {
      await this.countFailure(row, ip);
      throw new HttpError(400, MFA_MESSAGES.wrongCode);
    }
    const codes = await this.deps.db
      .transaction()
      .execute((trx) => this.firstRecoveryCodes(trx, user.id, this.now()));
    this.deps.factorsChanged();
    return { recoveryCodes: codes };
  }

  async removeTotp(user: User): Promise<SecurityStatus> {
    await this.ownRow(user);
    const removed = await this.deps.db.transaction().execute(async (trx) => {
      const done = await repo.deleteTotp(trx, user.id);
      if (done) await this.dropCodesWithoutFactors(trx, user.id);
      return done;
    });
    if (!removed) throw notFound('No authenticator app is set up.');
    this.deps.factorsChanged();
    return this.status(user);
  }

  /** Ten new recovery codes in place of the old ones, shown once. */
  async regenerateRecoveryCodes(user: User): Promise<RecoveryCodes> {
    await this.eligibleRow(user);
    const factors = await this.factorsOf(user.id);
    if (factors.passkeys === 0 && !factors.totp)
      throw new HttpError(
        409,
        'Add a passkey or an authenticator app first: recovery codes stand in for them.',
      );
    const codes = newRecoveryCodes();
    await this.deps.db.transaction().execute((trx) =>
      repo.replaceRecoveryCodes(
        trx,
        user.id,
        codes.map((code) => hashOf(normaliseRecoveryCode(code))),
        this.now(),
      ),
    );
    return { recoveryCodes: codes };
  }

  // ── The admin view ─────────────────────────────────────────────────────────────────────

  /** How a staff member signs in, for whoever may manage them. */
  async signInMethods(actor: User, userId: number): Promise<SignInMethods> {
    const row = await this.managedRow(actor, userId);
    const factors = await this.factorsOf(row.id);
    return {
      password: row.password_hash !== null,
      companyAccount: await this.deps.signsInWithCompany(row.id),
      passkeys: factors.passkeys,
      totp: factors.totp,
      recoveryCodesLeft: factors.recoveryCodesLeft,
    };
  }

  /** An SA clears a staff member's lost second factors (all of them), recorded in the audit trail. */
  async resetSecondFactors(actor: User, userId: number): Promise<SignInMethods> {
    const row = await this.managedRow(actor, userId);
    const now = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const passkeys = await repo.deleteAllPasskeys(trx, row.id);
      const totp = await repo.deleteTotp(trx, row.id);
      const codes = await repo.deleteRecoveryCodes(trx, row.id);
      if (passkeys === 0 && !totp && codes === 0) throw new HttpError(409, MFA_MESSAGES.noFactorsToReset);
      const name = `${row.first_name} ${row.surname}`.trim() || row.email;
      await this.deps.logs.writeAudit(trx, {
        actorId: actor.id,
        action: 'user.second-factor-reset',
        target: { kind: 'user', id: row.id, name },
        changes: {
          passkeys: { from: passkeys, to: 0 },
          totp: { from: totp, to: false },
          recoveryCodes: { changed: true },
        },
        description: `Reset the second factors of ${name}`,
        now,
      });
    });
    this.deps.factorsChanged();
    return this.signInMethods(actor, userId);
  }

  // ── Steps ──────────────────────────────────────────────────────────────────────────────

  private async openChallenge(purpose: Purpose, userId: number | null, webauthnChallenge: string | null) {
    const id = randomBytes(32).toString('base64url');
    const now = this.deps.clock().getTime();
    const expiresAt = new Date(now + CHALLENGE_TTL_MS).toISOString();
    await repo.insertChallenge(this.deps.db, {
      id_hash: hashOf(id),
      purpose,
      user_id: userId,
      webauthn_challenge: webauthnChallenge,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
    });
    return { id, expiresAt };
  }

  /** The open sign-in behind a challenge and its account, once the throttle lets it be tried. */
  private async waitingSignIn(challenge: string, ip: string) {
    const open = await repo.findOpenChallenge(this.deps.db, hashOf(challenge), 'second-factor', this.now());
    const row = open?.user_id ? await this.deps.users.accountById(open.user_id) : undefined;
    if (!open || !row || !eligible(row)) {
      await this.countFailure(null, ip);
      throw unauthorised(MFA_MESSAGES.challengeGone);
    }
    await this.admit(row, ip);
    return { open, row };
  }

  private async finishSignIn(idHash: string, row: UserRow): Promise<IssuedToken> {
    // Two answers racing for one challenge: only the first ends it.
    if (!(await repo.useChallenge(this.deps.db, idHash, this.now())))
      throw unauthorised(MFA_MESSAGES.challengeGone);
    await this.deps.throttle.clearAccount(accountKey(row));
    return this.deps.signIn(row);
  }

  /** A code of the account's app (confirmed, or pending when `confirming`), each time step once. */
  private async takeTotpCode(userId: number, typed: string, confirming: boolean): Promise<boolean> {
    const totp = await repo.findTotp(this.deps.db, userId);
    if (!totp || Boolean(totp.confirmed_at) === confirming) return false;
    const result = await verifyTotp({
      secret: totp.secret,
      token: typed.replace(/\s/g, ''),
      epoch: Math.floor(this.deps.clock().getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(totp.last_time_step === null ? {} : { afterTimeStep: totp.last_time_step }),
    }).catch(() => ({ valid: false as const }));
    if (!result.valid || !('timeStep' in result)) return false;
    return repo.takeTotpStep(this.deps.db, userId, result.timeStep, confirming ? this.now() : null);
  }

  private async admit(row: UserRow, ip: string): Promise<void> {
    const wait = await this.deps.throttle.retryAfterMs(accountKey(row), ip, this.deps.clock().getTime());
    if (wait > 0) throw tooMany(retryMessage(wait), wait);
  }

  private countFailure(row: UserRow | null, ip: string): Promise<void> {
    return this.deps.throttle.recordFailure(row ? accountKey(row) : null, ip, this.deps.clock().getTime());
  }

  private async firstRecoveryCodes(trx: Kysely<Database>, userId: number, now: string) {
    if ((await repo.countUnusedRecoveryCodes(trx, userId)) > 0) return null;
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(
      trx,
      userId,
      codes.map((code) => hashOf(normaliseRecoveryCode(code))),
      now,
    );
    return codes;
  }

  private async dropCodesWithoutFactors(trx: Kysely<Database>, userId: number): Promise<void> {
    const passkeys = await repo.findPasskeys(trx, userId);
    const totp = await repo.findTotp(trx, userId);
    if (passkeys.length === 0 && !totp?.confirmed_at) await repo.deleteRecoveryCodes(trx, userId);
  }

  private async factorsOf(userId: number) {
    const [passkeys, totp, recoveryCodesLeft] = await Promise.all([
      repo.findPasskeys(this.deps.db, userId),
      repo.findTotp(this.deps.db, userId),
      repo.countUnusedRecoveryCodes(this.deps.db, userId),
    ]);
    return { passkeys: passkeys.length, totp: Boolean(totp?.confirmed_at), recoveryCodesLeft };
  }

  private async ownRow(user: User): Promise<UserRow> {
    const row = await this.deps.users.accountById(user.id);
    if (!row) throw unauthorised(MESSAGES.notLoggedIn);
    return row;
  }

  private async eligibleRow(user: User): Promise<UserRow> {
    const row = await this.ownRow(user);
    if (!eligible(row)) throw forbidden(MFA_MESSAGES.notForThisAccount);
    return row;
  }

  private async managedRow(actor: User, userId: number): Promise<UserRow> {
    const row = await this.deps.users.accountById(userId);
    if (!row) throw notFound('No such user.');
    if (!canManageUser(actor, principalOf(row))) throw forbidden(MESSAGES.notAuthorised);
    return row;
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}

/** An SA or AM who signs in with a password. */
function eligible(row: UserRow): boolean {
  return row.active === 1 && row.password_hash !== null && usesSecondFactors(principalOf(row));
}

function principalOf(row: UserRow) {
  return { userType: row.user_type as UserType, userGroup: row.user_group as UserGroup };
}

/** The login throttle's name for an account (as AuthService.login counts it). */
function accountKey(row: UserRow): string {
  return row.email.trim().toLowerCase();
}

/** Ceremony ids and recovery codes carry 256 and 50 random bits: a plain SHA-256 keeps them (decision 162). */
function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(10)));
}

function transportsOf(row: repo.PasskeyRow): AuthenticatorTransportFuture[] {
  return JSON.parse(row.transports) as AuthenticatorTransportFuture[];
}

function transportsFrom(credential: WebAuthnCredential): AuthenticatorTransportFuture[] {
  return (credential.response.transports ?? []) as AuthenticatorTransportFuture[];
}

function badCeremony(): HttpError {
  return new HttpError(400, 'This passkey set-up has expired. Please start again.');
}
