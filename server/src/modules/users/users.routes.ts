import {
  Deleted,
  GuestExpireForm,
  GuestExtendForm,
  GuestTokenParams,
  PasswordLinkSent,
  User,
  UserDetail,
  UserForm,
  UserIdForm,
  UserListItem,
  UserSaved,
  UsersListQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { sendForCaller } from '../../lib/front-cache.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { UsersService } from './users.service.ts';

const activeUser = { summary: 'Reads the current user', answer: User } satisfies RouteContract;
const listUsers = {
  summary: 'Lists the users of a type the caller may manage',
  query: UsersListQuery,
  answer: z.array(UserListItem),
  alsoAnswers: [304],
} satisfies RouteContract;
const getUser = {
  summary: 'Reads one user by id',
  query: UserIdForm,
  answer: UserDetail,
  failures: [404],
} satisfies RouteContract;
const saveUser = {
  summary: 'Adds (type POST) or edits (type PUT) a user',
  body: UserForm,
  bodyType: 'form',
  answer: UserSaved,
  failures: [404, 409],
} satisfies RouteContract;
const extendGuest = {
  summary: "Extends a guest's access by a number of days",
  body: GuestExtendForm,
  bodyType: 'form',
  answer: UserDetail,
  failures: [404],
} satisfies RouteContract;
// Decision 030: the token of GET /api/user/{token} is a guest's slug.
const guestBySlug = {
  summary: 'Reads a guest by its token (the guest slug)',
  params: GuestTokenParams,
  answer: UserDetail,
  failures: [404],
} satisfies RouteContract;

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
      { config: { access: 'signedIn', openBeforeSecondFactor: true, contract: activeUser } },
      async (request, reply) => sendForCaller(request, reply, actor(request)),
    );

    app.get('/api/users/getAll', usersArea(listUsers), async (request, reply) =>
      sendCached(
        request,
        reply,
        await users.listAnswer(actor(request), validate(listUsers.query, request.query)),
      ),
    );

    app.get('/api/user/get', usersArea(getUser), async (request) =>
      ok(await users.detail(actor(request), validate(getUser.query, request.query).id)),
    );

    app.post('/api/user/create', usersArea(saveUser), async (request) =>
      ok(await users.save(actor(request), validate(saveUser.body, request.body))),
    );

    /** A form naming one user by id, which the service acts on for the caller. */
    const userAction = (
      path: string,
      contract: RouteContract & { body: z.ZodType<{ id: number }> },
      act: (caller: ReturnType<typeof actor>, id: number) => Promise<unknown>,
    ) =>
      app.post(path, usersArea({ bodyType: 'form', failures: [404], ...contract }), async (request) =>
        ok(await act(actor(request), validate(contract.body, request.body).id)),
      );

    userAction(
      '/api/user/delete',
      { summary: 'Deletes a user by id', body: UserIdForm, answer: Deleted, failures: [404, 409] },
      (caller, id) => users.delete(caller, id),
    );

    userAction(
      '/api/user/send-password-link',
      { summary: 'Sends a user a set or reset password link', body: UserIdForm, answer: PasswordLinkSent },
      (caller, id) => users.sendPasswordLink(caller, id),
    );

    app.post('/api/user/guest/extend', usersArea(extendGuest), async (request) => {
      const form = validate(extendGuest.body, request.body);
      return ok(await users.extendGuest(actor(request), form.id, form.days));
    });

    userAction(
      '/api/user/guest/expire',
      { summary: "Ends a guest's access now", body: GuestExpireForm, answer: UserDetail },
      (caller, id) => users.expireGuest(caller, id),
    );

    app.get('/api/user/:token', usersArea(guestBySlug), async (request) =>
      ok(await users.guestBySlug(actor(request), validate(guestBySlug.params, request.params).token)),
    );
  };
}
