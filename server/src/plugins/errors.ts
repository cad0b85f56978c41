import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/envelope.ts';
import { HttpError } from '../lib/http-error.ts';
import type { AppPages } from '../lib/route-pages.ts';

/**
 * Every failure leaves as the envelope with a readable message: our HttpErrors as they are, Fastify's
 * own client errors (bad JSON, too large, wrong content type) with their message, anything else as a
 * logged 500 whose details never reach the client.
 */
export function registerErrorHandling(app: FastifyInstance, pages: AppPages): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(failure(error.statusCode, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(500, 'Something went wrong on our side. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith('/api') || pathname.startsWith('/download');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && pages.exists()) {
      // History fallback: the SPA answers every other path and shows its own not-found page.
      return pages.send(request, reply, pathname);
    }
    return reply.code(404).send(failure(404, `There is no ${request.method} ${pathname} here.`));
  });
}

/**
 * Fastify's refusals before a route is found (a path with a malformed %-sequence) as the envelope: by
 * default it answers them in a JSON shape of its own. Given to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address has a malformed %-encoded character.'
      : status < 500
        ? error.message
        : 'Something went wrong on our side. Please try again later.';
  reply.code(status).send(failure(status, message));
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This call expects a form or JSON body.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || error.message.includes('JSON')
        ? 'The request body could not be read as JSON.'
        : error.message;
  }
}
