import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log.ts';

/** An app logging at `level` into an array of parsed lines, with one route. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/api/ping', async () => ({ pong: true }));
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per answered request at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ url: '/api/ping' });
    await app.inject({ url: '/api/nothing-here' });
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/ping', statusCode: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/nothing-here', statusCode: 404 }),
    ]);
    await app.close();
  });

  it('writes nothing per request at info, the production default', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/api/ping' });
    expect(lines).toEqual([]);
    await app.close();
  });
});
