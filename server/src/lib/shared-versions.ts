import type { Redis } from 'ioredis';

/**
 * One kind of kept answer's version, shared by every instance through Redis (decision 033): a write
 * bumps it after its transaction commits, and a read compares it with the version its kept answers
 * were built under, so an answer kept by one instance is dropped as soon as another one writes.
 */
export interface SharedVersion {
  /** The current version; null when it cannot be known now (Redis down): nothing kept may be served. */
  read(): Promise<number | null>;
  /** Announces a change. The write's answer is held until the announcement is made (RedisVersions.settled). */
  bump(): void;
  /** The connection came back: a change may have been missed meanwhile, so what is kept must go. */
  onReset(listener: () => void): void;
}

/** Where each kind of kept answer finds its shared version. */
export interface SharedVersions {
  topic(name: string): SharedVersion;
}

interface VersionsLog {
  warn(obj: object, msg: string): void;
}

export class RedisVersions implements SharedVersions {
  private readonly bumping = new Set<Promise<unknown>>();
  private readonly resetListeners: (() => void)[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly log: VersionsLog,
  ) {
    redis.on('ready', () => {
      for (const listener of this.resetListeners) listener();
    });
  }

  topic(name: string): SharedVersion {
    const key = `version:${name}`;
    return {
      read: async () => {
        try {
          return Number((await this.redis.get(key)) ?? 0);
        } catch {
          return null;
        }
      },
      bump: () => {
        const bumped = this.redis.incr(key).catch((error: unknown) => {
          this.log.warn(
            { err: error, topic: name },
            'a change could not be announced to the other instances',
          );
        });
        this.bumping.add(bumped);
        void bumped.finally(() => this.bumping.delete(bumped));
      },
      onReset: (listener) => {
        this.resetListeners.push(listener);
      },
    };
  }

  /** Waits for every announcement started so far; null when none is under way (the usual case). */
  settled(): Promise<void> | null {
    if (this.bumping.size === 0) return null;
    return Promise.allSettled([...this.bumping]).then(() => {});
  }
}
