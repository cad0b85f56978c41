import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request, at debug level (LOG_LEVEL=debug for an access log). Fastify's own
 * two lines per request at info cost a third of a small call's throughput under npm start's default
 * level (decision 034); failures are still logged by the error handler, and nginx keeps the access
 * log when the portal runs behind it.
 */
export function registerRequestLog(app: FastifyInstance): void {
  if (app.log.level !== 'debug' && app.log.level !== 'trace') return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
