import type { FastifyReply, FastifyRequest } from 'fastify';

export function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

/** Adds `accept-encoding` to Vary without dropping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
