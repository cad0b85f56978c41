import {
  GuestExpireForm,
  GuestExtendForm,
  GuestTokenParams,
  UserForm,
  UserIdForm,
  UsersListQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
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

    app.post(
      '/api/user/delete',
      usersArea({ summary: 'Deletes a user by id', body: UserIdForm, bodyType: 'form' }),
      async (request) => ok(await users.delete(actor(request), validate(UserIdForm, request.body).id)),
    );

    app.post(
      '/api/user/send-password-link',
      usersArea({ summary: 'Sends a user a set or reset password link', body: UserIdForm, bodyType: 'form' }),
      async (request) =>
        ok(await users.sendPasswordLink(actor(request), validate(UserIdForm, request.body).id)),
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

    app.post(
      '/api/user/guest/expire',
      usersArea({ summary: "Ends a guest's access now", body: GuestExpireForm, bodyType: 'form' }),
      async (request) =>
        ok(await users.expireGuest(actor(request), validate(GuestExpireForm, request.body).id)),
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
