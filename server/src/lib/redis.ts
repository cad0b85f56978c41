import { Redis } from 'ioredis';
import { type AttemptLog, RedisAttemptLog } from './attempt-log.ts';
import { RedisVersions } from './shared-versions.ts';

interface RedisLog {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * The connection every instance shares state through when REDIS_URL is set. Commands fail at once
 * while it is down (no offline queue, one try), so a caller can fall back instead of waiting; it
 * reconnects by itself, every 0.2 s to 2 s.
 */
function connectRedis(url: string, keyPrefix: string, log: RedisLog): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down)
      log.warn({ err: error }, 'Redis is unreachable; shared caches and limits fall back until it answers');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis answers again');
    down = false;
  });
  return redis;
}

/** Resolves once the connection is ready (start-up waits for it, briefly, so the first requests share). */
function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(ready: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    }
    redis.on('ready', onReady);
  });
}

/** What instances share besides the database and the store: nothing for one process, Redis with REDIS_URL. */
export interface SharedState {
  versions?: RedisVersions;
  attempts?: AttemptLog;
  /** Asks Redis for an answer (readiness); absent without Redis. */
  ping?: () => Promise<unknown>;
  close(): Promise<void>;
}

export async function openSharedState(
  config: { redisUrl: string; redisKeyPrefix: string },
  log: RedisLog,
): Promise<SharedState> {
  if (!config.redisUrl) return { close: async () => {} };
  const redis = connectRedis(config.redisUrl, config.redisKeyPrefix, log);
  // A start while Redis is down goes on: the shared parts fall back until it answers.
  await redisReady(redis, 3000);
  return {
    versions: new RedisVersions(redis, log),
    attempts: new RedisAttemptLog(redis),
    ping: () => redis.ping(),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
