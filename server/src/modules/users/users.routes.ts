import { canManageUser, MESSAGES, parseId } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { findUserRowById, presentUser } from './users.repository.ts';

export function usersRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/user/active',
      { config: { access: 'signedIn', contract: { summary: 'Reads the current user' } } },
      async (request) => ok(requireCaller(request).user),
    );

    app.get(
      '/api/user/get',
      { config: { access: 'users', contract: { summary: 'Reads one user by id' } } },
      async (request) => {
        const id = parseId((request.query as { id?: unknown }).id);
        if (id === null) throw badRequest(MESSAGES.idInvalid);
        const row = await findUserRowById(db, id);
        if (!row) throw notFound('There is no user with this id.');
        const user = await presentUser(db, row);
        if (!canManageUser(requireCaller(request).user, user)) throw forbidden(MESSAGES.notAuthorised);
        return ok(user);
      },
    );
  };
}
