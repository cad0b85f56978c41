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
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

/**
 * SPEC §7 'Authentication and users' (issue 10), plus the guest lifecycle and the admin's
 * set/reset link. Everything but user/active is the Users management area (AM and SA); the AM
 * rule is the service's.
 */
export function usersRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    const usersArea = { config: { access: 'users' as const } };
    const actor = (request: Parameters<typeof requireCaller>[0]) => requireCaller(request).user;

    app.get('/api/user/active', { config: { access: 'signedIn' } }, async (request) => ok(actor(request)));

    app.get('/api/users/getAll', usersArea, async (request, reply) =>
      sendCached(
        request,
        reply,
        await users.listAnswer(actor(request), validate(UsersListQuery, request.query)),
      ),
    );

    app.get('/api/user/get', usersArea, async (request) =>
      ok(await users.detail(actor(request), validate(UserIdForm, request.query).id)),
    );

    app.post('/api/user/create', usersArea, async (request) =>
      ok(await users.save(actor(request), validate(UserForm, request.body))),
    );

    app.post('/api/user/delete', usersArea, async (request) =>
      ok(await users.delete(actor(request), validate(UserIdForm, request.body).id)),
    );

    app.post('/api/user/send-password-link', usersArea, async (request) =>
      ok(await users.sendPasswordLink(actor(request), validate(UserIdForm, request.body).id)),
    );

    app.post('/api/user/guest/extend', usersArea, async (request) => {
      const form = validate(GuestExtendForm, request.body);
      return ok(await users.extendGuest(actor(request), form.id, form.days));
    });

    app.post('/api/user/guest/expire', usersArea, async (request) =>
      ok(await users.expireGuest(actor(request), validate(GuestExpireForm, request.body).id)),
    );

    // Decision 030: the token of GET /api/user/{token} is a guest's slug.
    app.get('/api/user/:token', usersArea, async (request) =>
      ok(await users.guestBySlug(actor(request), validate(GuestTokenParams, request.params).token)),
    );
  };
}
