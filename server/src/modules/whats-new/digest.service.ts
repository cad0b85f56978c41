import { randomUUID } from 'node:crypto';
import {
  DEFAULT_DIGEST_FREQUENCY,
  DIGEST_FREQUENCIES,
  type DigestFrequency,
  digestLookbackStart,
  digestPeriod,
  hasPermission,
  isGuestExpired,
  type User,
} from '@portal/domain';
import type { DigestSettings } from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { Mail, Mailer } from '../../mail/index.ts';
import type { UsersService } from '../users/users.service.ts';
import { digestMail } from './digest-mail.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';
import {
  claimDigest,
  completeDigest,
  findClaimedPeriods,
  findDigestFrequencies,
  findDigestFrequency,
  findLastCoveredUntil,
  findLastSentAt,
  saveDigestFrequency,
} from './whats-new.repository.ts';
import type { WhatsNewService } from './whats-new.service.ts';

export interface DigestDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  users: Pick<UsersService, 'signInAbleAccounts' | 'signedInUser' | 'accountById' | 'accountByEmail'>;
  whatsNew: Pick<WhatsNewService, 'collect'>;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const asFrequency = (value: string | null): DigestFrequency =>
  (DIGEST_FREQUENCIES as readonly string[]).includes(value ?? '')
    ? (value as DigestFrequency)
    : DEFAULT_DIGEST_FREQUENCY;

const badToken = () =>
  new HttpError(400, 'This unsubscribe link is not valid: open it from the e-mail again.');

/** What one pass of the job did. */
export interface DigestPass {
  sent: number;
  empty: number;
  failed: number;
}

/**
 * The what's-new digest by e-mail (issue 29 item 4, decisions 136 and 137): each user's choice, the
 * signed unsubscribe link, and the job that mails each due digest once. Every instance may run the
 * job: a digest is claimed first by inserting its (user, period) row, which only one insert can do.
 */
export class DigestService {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<DigestPass> | null = null;
  /** Names this instance in the claims it makes. */
  readonly instance = randomUUID();

  constructor(private readonly deps: DigestDeps) {}

  // ── Each user's choice ────────────────────────────────────────────────────────────────────────

  async settings(user: Pick<User, 'id'>): Promise<DigestSettings> {
    const [frequency, lastSentAt] = await Promise.all([
      findDigestFrequency(this.deps.db, user.id),
      findLastSentAt(this.deps.db, user.id),
    ]);
    return { frequency: asFrequency(frequency), lastSentAt };
  }

  async choose(user: Pick<User, 'id'>, frequency: DigestFrequency): Promise<DigestSettings> {
    await saveDigestFrequency(this.deps.db, user.id, frequency, this.deps.clock().toISOString());
    return this.settings(user);
  }

  /** The unsubscribe link's POST (one click, RFC 8058) and its page's button: the digest goes off. */
  async unsubscribe(token: string): Promise<DigestSettings> {
    const userId = this.deps.tokens.read(token);
    if (userId === null || !(await this.deps.users.accountById(userId))) throw badToken();
    return this.choose({ id: userId }, 'none');
  }

  /** Whether a token is one of ours, for the unsubscribe page. */
  async tokenUser(token: string): Promise<{ email: string } | null> {
    const userId = this.deps.tokens.read(token);
    const row = userId === null ? undefined : await this.deps.users.accountById(userId);
    return row ? { email: row.email } : null;
  }

  // ── The job ───────────────────────────────────────────────────────────────────────────────────

  /** Runs the job every `intervalMs` in this process (DIGEST_INTERVAL_MINUTES; off at 0 and in tests). */
  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: claims and sends every digest due now that no instance has claimed. */
  runOnce(): Promise<DigestPass> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The digest `email` would get now, without claiming or sending it (the preview command). */
  async preview(email: string): Promise<Mail | null> {
    const row = await this.deps.users.accountByEmail(email);
    if (!row) return null;
    const user = await this.deps.users.signedInUser(row);
    const frequency = asFrequency(await findDigestFrequency(this.deps.db, user.id));
    const now = this.deps.clock();
    const shown = frequency === 'none' ? 'weekly' : frequency;
    const from = (await findLastCoveredUntil(this.deps.db, user.id)) ?? digestLookbackStart(shown, now);
    return (await this.compose(user, shown, { from, until: now.toISOString() }))?.mail ?? null;
  }

  private async pass(): Promise<DigestPass> {
    const now = this.deps.clock();
    const until = now.toISOString();
    const done: DigestPass = { sent: 0, empty: 0, failed: 0 };
    const [accounts, frequencies] = await Promise.all([
      this.deps.users.signInAbleAccounts(),
      findDigestFrequencies(this.deps.db),
    ]);
    // A week back covers every period that may be due now (a weekly one started up to 7 days ago).
    const claimed = await findClaimedPeriods(this.deps.db, digestLookbackStart('weekly', now).slice(0, 10));
    for (const row of accounts) {
      const frequency = asFrequency(frequencies.get(row.id) ?? null);
      const period = digestPeriod(frequency, now);
      if (frequency === 'none' || period === null || claimed.has(`${row.id}/${period}`)) continue;
      if (row.guest_expiry_start && isGuestExpired(row.guest_expiry_start, row.guest_expiry_days ?? 0, now))
        continue;
      const user = await this.deps.users.signedInUser(row);
      if (!hasPermission(user, 'games')) continue;
      const from = (await findLastCoveredUntil(this.deps.db, user.id)) ?? digestLookbackStart(frequency, now);
      const key = { userId: user.id, period };
      const claim = {
        ...key,
        frequency,
        claimedAt: until,
        claimedBy: this.instance,
        coversFrom: from,
        coversUntil: until,
      };
      if (!(await claimDigest(this.deps.db, claim))) continue;
      try {
        const mail = await this.compose(user, frequency, { from, until });
        if (!mail) {
          await completeDigest(this.deps.db, key, { outcome: 'nothing-new', itemCount: 0, sentAt: null });
          done.empty++;
          continue;
        }
        await this.deps.mailer.send(mail.mail);
        await completeDigest(this.deps.db, key, { outcome: 'sent', itemCount: mail.count, sentAt: until });
        done.sent++;
      } catch (error) {
        // Claimed but not delivered: recorded, not retried, so nobody gets a digest twice; the next
        // period's digest starts where the last delivered one ended, so nothing is lost.
        await completeDigest(this.deps.db, key, { outcome: 'failed', itemCount: 0, sentAt: null });
        this.deps.log.error({ err: error, userId: user.id }, 'A digest could not be sent');
        done.failed++;
      }
    }
    if (done.sent + done.failed > 0) this.deps.log.info({ ...done }, 'Digests sent');
    return done;
  }

  /** The mail for a window, with its count; null when nothing is new (nothing is sent then). */
  private async compose(
    user: User,
    frequency: 'weekly' | 'daily',
    window: { from: string; until: string },
  ): Promise<{ mail: Mail; count: number } | null> {
    const regions = user.regions.map((entry) => entry.region);
    const news = await this.deps.whatsNew.collect(user, window, regions);
    if (news.count === 0) return null;
    const token = encodeURIComponent(this.deps.tokens.make(user.id));
    const mail = digestMail({
      to: user.email,
      firstName: user.firstName,
      frequency,
      news,
      publicUrl: this.deps.publicUrl,
      unsubscribePost: `${this.deps.publicUrl}/api/digest/unsubscribe?token=${token}`,
      unsubscribePage: `${this.deps.publicUrl}/digest/unsubscribe?token=${token}`,
    });
    return { mail, count: news.count };
  }
}
