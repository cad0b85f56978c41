import { type AttemptLog, MemoryAttemptLog } from '../../lib/attempt-log.ts';

/**
 * Slows password guessing without locking out a person who mistypes (DESIGN.md 'Secrets and limits').
 * Failures are counted over a sliding window, per account and per IP:
 * - an account's first two failures cost nothing; each further one doubles a wait (1 s, 2 s, 4 s …,
 *   at most 5 minutes), and after maxFailures in the window it is refused until the oldest ages out;
 * - an IP is refused after maxFailures × IP_FACTOR failures in the window (an office shares one
 *   address, so it gets no per-failure wait), which stops one host from sweeping many accounts.
 * The failures are kept in an AttemptLog: in memory, or in Redis when several instances share them.
 */

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

const FREE_FAILURES = 2;
const MAX_DELAY_MS = 5 * 60 * 1000;
const IP_FACTOR = 5;

export class LoginThrottle {
  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly attempts: AttemptLog = new MemoryAttemptLog(),
  ) {}

  /** Milliseconds to wait before another attempt, 0 when one may be made now. */
  async retryAfterMs(account: string, ip: string, now: number): Promise<number> {
    const since = now - this.windowMs;
    const [accountFailures, ipFailures] = await Promise.all([
      this.attempts.times(`login:account:${account}`, since),
      this.attempts.times(`login:ip:${ip}`, since),
    ]);
    return Math.max(
      this.accountWait(accountFailures, now),
      this.capWait(ipFailures, this.policy.maxFailures * IP_FACTOR, now),
    );
  }

  /** A failed attempt; account is null when no such account exists (the IP still pays). */
  recordFailure(account: string | null, ip: string, now: number): Promise<void> {
    const keys = account === null ? [`login:ip:${ip}`] : [`login:account:${account}`, `login:ip:${ip}`];
    return this.attempts.add(keys, now, this.windowMs);
  }

  clearAccount(account: string): Promise<void> {
    return this.attempts.clear(`login:account:${account}`);
  }

  private get windowMs(): number {
    return this.policy.windowSeconds * 1000;
  }

  private capWait(recent: number[], cap: number, now: number): number {
    if (recent.length < cap) return 0;
    return recent[recent.length - cap]! + this.windowMs - now;
  }

  private accountWait(recent: number[], now: number): number {
    const capped = this.capWait(recent, this.policy.maxFailures, now);
    if (capped > 0) return capped;
    if (recent.length <= FREE_FAILURES) return 0;
    const delay = Math.min(1000 * 2 ** (recent.length - FREE_FAILURES - 1), MAX_DELAY_MS);
    return Math.max(0, recent[recent.length - 1]! + delay - now);
  }
}

/** 'Too many failed sign-in attempts. Please try again in 3 minutes.' */
export function retryMessage(waitMs: number): string {
  return `Too many failed sign-in attempts. Please try again in ${waitAmount(waitMs)}.`;
}

/** A wait as a person reads it: '40 seconds', '3 minutes'. */
export function waitAmount(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
