import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { sleep } from './real-server.ts';

const inCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * The Redis the shared-state tests use (TEST_REDIS_URL, default the machine's 127.0.0.1:6379), or null
 * to skip them; in CI a missing Redis fails instead, as a missing PostgreSQL does.
 */
export async function testRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    if (inCi) throw new Error(`No Redis answers at ${url}; CI needs one (.ci/run starts it)`);
    return null;
  } finally {
    redis.disconnect();
  }
}

/** Whether a redis-server binary is on this machine (Debian's redis-server package). */
export function redisServerInstalled(): boolean {
  const found = spawnSync('redis-server', ['--version']).status === 0;
  if (!found && inCi) throw new Error('redis-server is not installed; CI needs it');
  return found;
}

/** A Redis of the test's own on `port`, keeping nothing on disk, so the test can stop and restart it. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const redis = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await redis.connect();
      await redis.ping();
      redis.disconnect();
      return child;
    } catch {
      redis.disconnect();
      await sleep(100);
    }
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}
