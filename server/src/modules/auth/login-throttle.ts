/**
 * Slows password guessing without locking out a person who mistypes (DESIGN.md 'Secrets and limits').
 * Failures are counted over a sliding window, per account and per IP:
 * - an account's first two failures cost nothing; each further one doubles a wait (1 s, 2 s, 4 s …,
 *   at most 5 minutes), and after maxFailures in the window it is refused until the oldest ages out;
 * - an IP is refused after maxFailures × IP_FACTOR failures in the window (an office shares one
 *   address, so it gets no per-failure wait), which stops one host from sweeping many accounts.
 * Kept in memory, as one process holds it; a Redis store with the same methods would share it.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

const FREE_FAILURES = 2;
const MAX_DELAY_MS = 5 * 60 * 1000;
const IP_FACTOR = 5;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly policy: ThrottlePolicy) {}

  /** Milliseconds to wait before another attempt, 0 when one may be made now. */
  retryAfterMs(account: string, ip: string, now: number): number {
    return Math.max(
      this.accountWait(account, now),
      this.capWait(`ip:${ip}`, this.policy.maxFailures * IP_FACTOR, now),
    );
  }

  /** A failed attempt; account is null when no such account exists (the IP still pays). */
  recordFailure(account: string | null, ip: string, now: number): void {
    const keys = account === null ? [`ip:${ip}`] : [`account:${account}`, `ip:${ip}`];
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  clearAccount(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  private recent(key: string, now: number): number[] {
    const windowStart = now - this.policy.windowSeconds * 1000;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > windowStart);
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }

  private capWait(key: string, cap: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < cap) return 0;
    return recent[recent.length - cap]! + this.policy.windowSeconds * 1000 - now;
  }

  private accountWait(account: string, now: number): number {
    const key = `account:${account}`;
    const capped = this.capWait(key, this.policy.maxFailures, now);
    if (capped > 0) return capped;
    const recent = this.recent(key, now);
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
