import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this an API answer is sent as it is (plugins/compression.ts): gzip would save less than it costs. */
export const COMPRESS_MIN_BYTES = 16 * 1024;

export function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

/** Adds `accept-encoding` to Vary without dropping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
