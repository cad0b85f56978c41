import {
  fullName,
  GUEST_REMINDER_DAYS,
  guestDaysLeft,
  guestLastValidDay,
  isGuestReminderDue,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import type { Mail, Mailer } from '../../mail/index.ts';
import { claimGuestReminder, findGuestsAwaitingReminder } from './users.repository.ts';

export interface GuestRemindersDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** How often each instance looks for guests to remind. */
const GUEST_REMINDER_INTERVAL_MS = 15 * 60 * 1000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mails a guest's sponsor GUEST_REMINDER_DAYS days before the guest's last day. Every instance
 * may run it: each reminder is claimed by a conditional UPDATE first, so exactly one instance
 * sends it, once (an extension clears the claim, so the new end gets its own reminder).
 */
export class GuestReminders {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly deps: GuestRemindersDeps) {}

  start(intervalMs = GUEST_REMINDER_INTERVAL_MS): void {
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: answers how many reminders this instance sent. */
  runOnce(): Promise<number> {
    this.running ??= this.remind().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async remind(): Promise<number> {
    const now = this.deps.clock();
    const due = (await findGuestsAwaitingReminder(this.deps.db)).filter((guest) =>
      isGuestReminderDue(
        { guestExpiryStart: guest.guest_expiry_start, guestExpiryDays: guest.guest_expiry_days },
        now,
      ),
    );
    let sent = 0;
    for (const guest of due) {
      if (!(await claimGuestReminder(this.deps.db, guest, now.toISOString()))) continue;
      try {
        await this.deps.mailer.send(this.mail(guest, now));
        sent++;
      } catch (error) {
        // Claimed but not delivered: logged rather than retried, so nobody is ever mailed twice.
        this.deps.log.error({ err: error, guestId: guest.id }, 'The guest expiry reminder could not be sent');
      }
    }
    if (sent > 0) this.deps.log.info({ sent }, 'Guest expiry reminders sent');
    return sent;
  }

  private mail(guest: Awaited<ReturnType<typeof findGuestsAwaitingReminder>>[number], now: Date): Mail {
    const dates = { guestExpiryStart: guest.guest_expiry_start, guestExpiryDays: guest.guest_expiry_days };
    const lastDay = guestLastValidDay(guest.guest_expiry_start!, guest.guest_expiry_days!);
    const left = guestDaysLeft(dates, now) ?? 0;
    const name = fullName({ firstName: guest.first_name, surname: guest.surname }) || guest.email;
    const link = `${this.deps.publicUrl}/admin/users/edit/${guest.id}`;
    const when = left === 0 ? 'today' : `in ${left} ${left === 1 ? 'day' : 'days'}`;
    const subject = `Guest access for ${name} ends ${when}`;
    const lines = [
      `Hello ${guest.sponsor_first_name},`,
      `The guest account you created for ${name} (${guest.email}) can be used until the end of ${lastDay} (UTC), ${when}.`,
      `To give them more time, extend the guest here:`,
    ];
    const outro = `If they no longer need access, there is nothing to do: the account stops working by itself. This reminder is sent once, ${GUEST_REMINDER_DAYS} days before a guest expires.`;
    return {
      to: guest.sponsor_email,
      subject,
      text: `${lines.join('\n\n')}\n\n${link}\n\n${outro}\n\nNorthstar Games\n`,
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(name)}</a></p>`,
        `<p>${escapeHtml(outro)}</p>`,
        '<p>Northstar Games</p>',
      ].join('\n'),
      link,
    };
  }
}
