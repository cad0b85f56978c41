import {
  DigestSettings,
  DigestSettingsForm,
  DigestUnsubscribeQuery,
  WhatsNew,
  WhatsNewQuery,
  WhatsNewSeen,
  WhatsNewSeenForm,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { DigestService } from './digest.service.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import type { WhatsNewService } from './whats-new.service.ts';

const readWhatsNew = {
  summary:
    "What arrived since the caller's last visit (or `since`) for a region selection: games released or added, assets added to what the caller may read, stories published; grouped by game, with a count",
  query: WhatsNewQuery,
  answer: WhatsNew,
} satisfies RouteContract;
const markSeen = {
  summary:
    "Marks what is new as seen: the caller's count starts again from `until` (the answer looked at), or now",
  body: WhatsNewSeenForm,
  answer: WhatsNewSeen,
} satisfies RouteContract;
const readDigest = {
  summary: "The caller's e-mail digest: weekly, daily or none, and when the last one was sent",
  answer: DigestSettings,
} satisfies RouteContract;
const setDigest = {
  summary: "Chooses the caller's e-mail digest: weekly, daily or none",
  body: DigestSettingsForm,
  answer: DigestSettings,
} satisfies RouteContract;
const OneClickBody = z.object({
  'List-Unsubscribe': z.string().max(20, 'List-Unsubscribe must be One-Click.').optional(),
});
const oneClickUnsubscribe = {
  summary:
    "Turns a digest off from its mail's signed link, with no sign-in: the one-click POST of RFC 8058 (List-Unsubscribe=One-Click)",
  query: DigestUnsubscribeQuery,
  body: OneClickBody,
  answer: DigestSettings,
} satisfies RouteContract;

/** What is new for you and the e-mail digest (issue 29 items 3 and 4). */
export function whatsNewRoutes(whatsNew: WhatsNewService, digest: DigestService) {
  return async (app: FastifyInstance) => {
    app.get('/api/whats-new', { config: { access: 'games', contract: readWhatsNew } }, async (request) =>
      ok(await whatsNew.forCaller(requireCaller(request).user, validate(readWhatsNew.query, request.query))),
    );
    app.post('/api/whats-new/seen', { config: { access: 'games', contract: markSeen } }, async (request) => {
      const form = validate(markSeen.body, request.body ?? {});
      return ok(await whatsNew.markSeen(requireCaller(request).user, form.until));
    });
    app.get('/api/digest/settings', { config: { access: 'games', contract: readDigest } }, async (request) =>
      ok(await digest.settings(requireCaller(request).user)),
    );
    app.post(
      '/api/digest/settings',
      { config: { access: 'games', contract: setDigest } },
      async (request) => {
        const form = validate(setDigest.body, request.body);
        return ok(await digest.choose(requireCaller(request).user, form.frequency));
      },
    );
    app.post(
      '/api/digest/unsubscribe',
      { config: { access: 'public', contract: oneClickUnsubscribe } },
      async (request) => {
        const { token } = validate(oneClickUnsubscribe.query, request.query);
        validate(oneClickUnsubscribe.body, request.body ?? {});
        return ok(await digest.unsubscribe(token));
      },
    );

    // The page the mail's visible link opens: a confirmation with a button, no sign-in, no script.
    app.get('/digest/unsubscribe', { config: { access: 'public' } }, async (request, reply) => {
      const token = tokenOf(request.query);
      const account = token ? await digest.tokenUser(token) : null;
      return sendPage(
        reply,
        account ? unsubscribePage.confirm(token!, account.email) : unsubscribePage.invalid(),
      );
    });
    app.post('/digest/unsubscribe', { config: { access: 'public' } }, async (request, reply) => {
      const token = tokenOf(request.body);
      try {
        await digest.unsubscribe(token ?? '');
      } catch (error) {
        if (error instanceof HttpError) return sendPage(reply.code(400), unsubscribePage.invalid());
        throw error;
      }
      return sendPage(reply, unsubscribePage.done());
    });
  };
}

function tokenOf(fields: unknown): string | null {
  const token = (fields as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 500 ? token : null;
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
