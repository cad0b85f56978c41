import {
  GuestExpireForm,
  GuestExtendForm,
  GuestTokenParams,
  UserForm,
  UserIdForm,
  UsersListQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { sendForCaller } from '../../lib/front-cache.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { RouteContract } from '../../plugins/openapi.ts';
import type { UsersService } from './users.service.ts';

/**
 * SPEC §7 'Authentication and users' (issue 10), plus the guest lifecycle and the admin's
 * set/reset link. Everything but user/active is the Users management area (AM and SA); the AM
 * rule is the service's.
 */
export function usersRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    const usersArea = (contract: RouteContract) => ({ config: { access: 'users' as const, contract } });
    const actor = (request: Parameters<typeof requireCaller>[0]) => requireCaller(request).user;

    app.get(
      '/api/user/active',
      { config: { access: 'signedIn', contract: { summary: 'Reads the current user' } } },
      async (request, reply) => sendForCaller(request, reply, actor(request)),
    );

    app.get(
      '/api/users/getAll',
      usersArea({ summary: 'Lists the users of a type the caller may manage', query: UsersListQuery }),
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await users.listAnswer(actor(request), validate(UsersListQuery, request.query)),
        ),
    );

    app.get(
      '/api/user/get',
      usersArea({ summary: 'Reads one user by id', query: UserIdForm }),
      async (request) => ok(await users.detail(actor(request), validate(UserIdForm, request.query).id)),
    );

    app.post(
      '/api/user/create',
      usersArea({ summary: 'Adds (type POST) or edits (type PUT) a user', body: UserForm, bodyType: 'form' }),
      async (request) => ok(await users.save(actor(request), validate(UserForm, request.body))),
    );

    /** A form naming one user by id, which the service acts on for the caller. */
    const userAction = (
      path: string,
      summary: string,
      form: z.ZodType<{ id: number }>,
      act: (caller: ReturnType<typeof actor>, id: number) => Promise<unknown>,
    ) =>
      app.post(path, usersArea({ summary, body: form, bodyType: 'form' }), async (request) =>
        ok(await act(actor(request), validate(form, request.body).id)),
      );

    userAction('/api/user/delete', 'Deletes a user by id', UserIdForm, (caller, id) =>
      users.delete(caller, id),
    );

    userAction(
      '/api/user/send-password-link',
      'Sends a user a set or reset password link',
      UserIdForm,
      (caller, id) => users.sendPasswordLink(caller, id),
    );

    app.post(
      '/api/user/guest/extend',
      usersArea({
        summary: "Extends a guest's access by a number of days",
        body: GuestExtendForm,
        bodyType: 'form',
      }),
      async (request) => {
        const form = validate(GuestExtendForm, request.body);
        return ok(await users.extendGuest(actor(request), form.id, form.days));
      },
    );

    userAction('/api/user/guest/expire', "Ends a guest's access now", GuestExpireForm, (caller, id) =>
      users.expireGuest(caller, id),
    );

    // Decision 030: the token of GET /api/user/{token} is a guest's slug.
    app.get(
      '/api/user/:token',
      usersArea({ summary: 'Reads a guest by its token (the guest slug)' }),
      async (request) =>
        ok(await users.guestBySlug(actor(request), validate(GuestTokenParams, request.params).token)),
    );
  };
}
