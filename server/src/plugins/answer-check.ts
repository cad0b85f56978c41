import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failure } from '../lib/envelope.ts';

const mismatches: string[] = [];

/**
 * For tests: checks the `data` of every JSON answer of a route with a contract against the contract's
 * `answer` schema (`null` when it declares none), keys it does not know included. A mismatch is
 * recorded (the server suite's setup fails the test that caused it) and replaces the answer with a
 * 500 saying what is wrong. Production never registers it.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const contract = request.routeOptions.config.contract;
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!contract || contract.produces || !json || reply.statusCode >= 300) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const text =
      reply.getHeader('content-encoding') === 'gzip' ? gunzipSync(payload).toString() : String(payload);
    const problem = answerProblem(contract.answer ?? z.null(), JSON.parse(text).data);
    if (problem === null) return done(null, payload);

    const message = `${request.method} ${request.routeOptions.url} answered data its contract does not allow: ${problem}`;
    mismatches.push(message);
    request.log.error(message);
    reply.code(500).removeHeader('content-encoding').removeHeader('etag').removeHeader('content-length');
    done(null, JSON.stringify(failure(500, message)));
  });
}

/** The mismatches found since the last call, which forgets them. */
export function takeAnswerMismatches(): string[] {
  return mismatches.splice(0);
}

/** What is wrong with `data` as an answer of `schema`, or null when nothing is. */
function answerProblem(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return `data.${issue.path.join('.')}: ${issue.message}`;
  }
  const extra = unknownKey(data, result.data, 'data');
  return extra === null ? null : `${extra} is not in the schema`;
}

/** The first key of `sent` that the parsed answer dropped (zod strips keys a schema does not name). */
function unknownKey(sent: unknown, parsed: unknown, path: string): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (const [i, item] of sent.entries()) {
      const found = unknownKey(item, parsed[i], `${path}.${i}`);
      if (found) return found;
    }
  } else if (isObject(sent) && isObject(parsed)) {
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in parsed)) return `${path}.${key}`;
      const found = unknownKey(value, parsed[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
