import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * When attempts were made, per key, over a sliding window: what the login throttle and the
 * password-link limit count. In memory for one process; in Redis when several instances must count
 * together (decision 033), where a failing Redis makes every method reject.
 */
export interface AttemptLog {
  /** When the attempts under `key` after `since` were made (ms), oldest first. */
  times(key: string, since: number): Promise<number[]>;
  /** One attempt at `at` under each key, kept for `keepMs`. */
  add(keys: readonly string[], at: number, keepMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export class MemoryAttemptLog implements AttemptLog {
  private readonly attempts = new Map<string, number[]>();

  async times(key: string, since: number): Promise<number[]> {
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  async add(keys: readonly string[], at: number, keepMs: number): Promise<void> {
    for (const key of keys) this.attempts.set(key, [...(await this.times(key, at - keepMs)), at]);
  }

  async clear(key: string): Promise<void> {
    this.attempts.delete(key);
  }
}

/** A sorted set per key (score: the time), trimmed and given an expiry on every write, in one MULTI. */
export class RedisAttemptLog implements AttemptLog {
  constructor(private readonly redis: Redis) {}

  async times(key: string, since: number): Promise<number[]> {
    const flat = await this.redis.zrangebyscore(`attempts:${key}`, `(${since}`, '+inf', 'WITHSCORES');
    return flat.filter((_, index) => index % 2 === 1).map(Number);
  }

  async add(keys: readonly string[], at: number, keepMs: number): Promise<void> {
    const multi = this.redis.multi();
    for (const key of keys) {
      const set = `attempts:${key}`;
      // Two attempts in the same millisecond are two members.
      multi.zadd(set, at, `${at}:${randomBytes(6).toString('base64url')}`);
      multi.zremrangebyscore(set, '-inf', at - keepMs);
      multi.pexpire(set, keepMs);
    }
    const results = await multi.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis dropped the attempt log transaction');
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`attempts:${key}`);
  }
}
