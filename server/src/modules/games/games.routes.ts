import {
  DeleteForm,
  GameCreateForm,
  GameDateForm,
  GameFeaturedForm,
  GameGetQuery,
  GameIdsQuery,
  GameListForm,
  GameNameQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCached } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { readCheckedAssetForm } from '../showcase/asset-form.ts';
import type { GamesService } from './games.service.ts';

/** SPEC §7 'Games'. Reads are public (what a caller sees depends on who it is); writes are SA. */
export function gamesRoutes(games: GamesService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    const caller = (request: FastifyRequest) => request.caller?.user;

    app.post(
      '/api/game/all',
      {
        config: {
          access: 'public',
          contract: {
            summary: 'Lists the games the caller may see, optionally by region and depth',
            body: GameListForm,
            bodyType: 'form',
          },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, await games.all(validate(GameListForm, request.body), caller(request))),
    );

    app.post(
      '/api/game/featured',
      {
        config: {
          access: 'public',
          contract: { summary: 'Lists the featured games', body: GameFeaturedForm, bodyType: 'form' },
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await games.featured(validate(GameFeaturedForm, request.body), caller(request)),
        ),
    );

    app.post(
      '/api/game/date',
      {
        config: {
          access: 'public',
          contract: { summary: 'Lists the games changed since a date', body: GameDateForm, bodyType: 'form' },
        },
      },
      async (request, reply) => {
        const { date, ...query } = validate(GameDateForm, request.body);
        return sendCached(request, reply, await games.since(date, query, caller(request)));
      },
    );

    app.get(
      '/api/game/ids',
      {
        config: {
          access: 'public',
          contract: { summary: 'Reads several games by ids joined with a colon', query: GameIdsQuery },
        },
      },
      async (request, reply) => {
        const { ids, ...query } = validate(GameIdsQuery, request.query);
        return sendCached(request, reply, await games.byIds(ids, query, caller(request)));
      },
    );

    app.get(
      '/api/game/get',
      { config: { access: 'public', contract: { summary: 'Reads one game by id', query: GameGetQuery } } },
      async (request) => {
        const { id, ...query } = validate(GameGetQuery, request.query);
        return ok(await games.get(id, query, caller(request)));
      },
    );

    app.get(
      '/api/game/name',
      { config: { access: 'public', contract: { summary: 'Reads one game by name', query: GameNameQuery } } },
      async (request) => {
        const { name, ...query } = validate(GameNameQuery, request.query);
        return ok(await games.byName(name, query, caller(request)));
      },
    );

    app.post(
      '/api/game/create',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Adds (type POST) or edits (type PUT) a game with its asset slots and uploads',
            body: GameCreateForm,
            bodyType: 'multipart',
          },
        },
      },
      async (request) =>
        ok(await games.save(await readCheckedAssetForm(request, uploads, limits, GameCreateForm))),
    );

    app.post(
      '/api/game/delete',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Deletes a game by id', body: DeleteForm, bodyType: 'form' },
        },
      },
      async (request) => ok(await games.delete(validate(DeleteForm, request.body).id)),
    );
  };
}
