import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip, varyOnEncoding } from '../lib/http-encoding.ts';

const gzipAsync = promisify(gzip);

/** Below this an answer is sent as it is: gzip would save less than it costs. */
export const COMPRESS_MIN_BYTES = 16 * 1024;

/**
 * Large JSON answers of the API (a folder of thousands of items is megabytes of JSON and a tenth of
 * that gzipped) go gzipped to clients that accept it, which every browser does. Level 1: JSON this
 * repetitive shrinks almost as much as at the default level, in a third of the time. Answers that set their own encoding (the
 * games lists keep theirs gzipped) and file downloads are left alone.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    varyOnEncoding(reply);
    if (!acceptsGzip(request)) return payload;
    const body = await gzipAsync(payload, { level: 1 });
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return body;
  });
}
