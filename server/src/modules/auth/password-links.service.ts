import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_MESSAGES, RESET_PASSWORD_LINK_HOURS, SET_PASSWORD_LINK_HOURS } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AttemptLog, MemoryAttemptLog } from '../../lib/attempt-log.ts';
import { badRequest, tooMany, unavailable } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { Mailer } from '../../mail/index.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import { waitAmount } from './login-throttle.ts';
import {
  countLinksSince,
  findUsableLink,
  insertPasswordLink,
  markLinkUsed,
  retireUserLinks,
} from './password-links.repository.ts';
import { type LinkPurpose, passwordLinkMail } from './password-mail.ts';
import { hashPassword } from './passwords.ts';
import { endUserSessions } from './sessions.repository.ts';

export interface PasswordLinksDeps {
  db: Kysely<Database>;
  /** Whose accounts get links. */
  users: UsersService;
  mailer: Mailer;
  clock: Clock;
  /** Links are built on this address, never on the request's Host header. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where link requests are counted per address: in memory, or in Redis shared by every instance. */
  requests?: AttemptLog;
}

/** More requests than this in an hour send nothing more, so nobody can flood an inbox. */
export const LINKS_PER_HOUR = 3;
/**
 * Link requests one address may make in an hour, whatever accounts they name: past it they are
 * refused with 429, so nobody can sweep addresses or flood many inboxes from one host.
 */
export const LINK_REQUESTS_PER_IP_PER_HOUR = 20;
/**
 * Unusable links one address may send to update-password in an hour. A link's secret is 256 random
 * bits, so guessing cannot succeed; past this a guesser is told to stop (429) rather than served.
 */
export const LINK_GUESSES_PER_IP_PER_HOUR = 20;
export const LINK_REQUESTS_PAUSED =
  'Password links cannot be requested for a moment. Please try again in a minute.';
const HOUR_MS = 60 * 60 * 1000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * SPEC §7 reset-password/email, reset-password/id and update-password (DESIGN 'Mail'): a single-use
 * link by mail, valid 72 hours for an account that has no password yet and one hour otherwise.
 * Requests answer the same whether or not the account exists, and the mail goes out after the
 * answer, so neither the answer nor its timing tells who has an account.
 */
export class PasswordLinksService {
  private readonly sending = new Set<Promise<void>>();
  private readonly requests: AttemptLog;

  constructor(private readonly deps: PasswordLinksDeps) {
    this.requests = deps.requests ?? new MemoryAttemptLog();
  }

  /**
   * Counts a link request from `ip`; refuses it with 429 and Retry-After past the hourly limit, and
   * with 503 while the shared count cannot be reached (decision 033).
   */
  async admitRequest(ip: string): Promise<void> {
    const now = this.deps.clock().getTime();
    const key = `link-requests:ip:${ip}`;
    const recent = await this.requests.times(key, now - HOUR_MS).catch(() => {
      throw unavailable(LINK_REQUESTS_PAUSED);
    });
    if (recent.length >= LINK_REQUESTS_PER_IP_PER_HOUR) {
      const wait = recent[0]! + HOUR_MS - now;
      throw tooMany(
        `Too many password link requests from this address. Please try again in ${waitAmount(wait)}.`,
        wait,
      );
    }
    await this.requests.add([key], now, HOUR_MS).catch(() => {
      throw unavailable(LINK_REQUESTS_PAUSED);
    });
  }

  async sendLinkByEmail(email: string): Promise<void> {
    const user = await this.deps.users.accountByEmail(email);
    if (user) await this.sendLink(user);
  }

  /** True when a link was made and its mail queued (not for guests, nor past the hourly limit). */
  async sendLinkById(id: number): Promise<boolean> {
    const user = await this.deps.users.accountById(id);
    return user ? this.sendLink(user) : false;
  }

  /**
   * Sets the password of the link's account, uses the link up and ends the account's sessions.
   * Unusable links sent from `ip` are counted, and past the hourly limit refused with 429.
   */
  async updatePassword(secret: string, password: string, ip: string): Promise<void> {
    const clock = this.deps.clock();
    const now = clock.toISOString();
    const guesses = `link-guesses:ip:${ip}`;
    const recent = await this.requests.times(guesses, clock.getTime() - HOUR_MS).catch(() => {
      throw unavailable(LINK_REQUESTS_PAUSED);
    });
    if (recent.length >= LINK_GUESSES_PER_IP_PER_HOUR) {
      const wait = recent[0]! + HOUR_MS - clock.getTime();
      throw tooMany(
        `Too many links that do not work were sent from this address. Please try again in ${waitAmount(wait)}.`,
        wait,
      );
    }
    const tokenHash = hashOf(secret);
    const link = await findUsableLink(this.deps.db, tokenHash, now);
    const user = link ? await this.deps.users.accountById(link.user_id) : undefined;
    if (!link || !user || !canHavePassword(user)) {
      await this.requests.add([guesses], clock.getTime(), HOUR_MS).catch(() => {});
      throw badRequest(PASSWORD_MESSAGES.linkUnusable);
    }

    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await markLinkUsed(trx, tokenHash, now))) throw badRequest(PASSWORD_MESSAGES.linkUnusable);
      await retireUserLinks(trx, user.id, now);
      await this.deps.users.setPasswordWithin(trx, user.id, passwordHash, now);
      await endUserSessions(trx, user.id, now);
    });
    // The users list shows whether an account has chosen its password (invited or active).
    this.deps.users.peopleChanged();
  }

  /** Waits for mails still being sent (the app closing). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  private async sendLink(user: UserRow): Promise<boolean> {
    if (!canHavePassword(user)) return false;
    const now = this.deps.clock();
    const recent = await countLinksSince(
      this.deps.db,
      user.id,
      new Date(now.getTime() - HOUR_MS).toISOString(),
    );
    if (recent >= LINKS_PER_HOUR) {
      this.deps.log.warn({ userId: user.id }, 'Password link not sent: too many asked for in the last hour');
      return false;
    }
    const purpose: LinkPurpose = user.password_hash ? 'reset' : 'set';
    const hours = purpose === 'set' ? SET_PASSWORD_LINK_HOURS : RESET_PASSWORD_LINK_HOURS;
    const secret = randomBytes(32).toString('base64url');
    await insertPasswordLink(this.deps.db, {
      token_hash: hashOf(secret),
      user_id: user.id,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + hours * HOUR_MS).toISOString(),
    });
    const link = `${this.deps.publicUrl}/set-password/${secret}`;
    const mail = passwordLinkMail(purpose, { email: user.email, firstName: user.first_name }, link, hours);
    const sending = this.deps.mailer
      .send(mail)
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, userId: user.id }, 'The password link mail could not be sent'),
      )
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
    return true;
  }
}

/** Guests sign in by link and disabled accounts not at all: neither gets a password. */
function canHavePassword(user: UserRow): boolean {
  return user.active === 1 && user.user_type !== 'guest';
}
