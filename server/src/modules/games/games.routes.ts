import {
  DeleteForm,
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
import type { AssetsService } from '../assets/assets.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { readAssetForm } from '../showcase/asset-form.ts';
import type { GamesService } from './games.service.ts';

/** SPEC §7 'Games'. Reads are public (what a caller sees depends on who it is); writes are SA. */
export function gamesRoutes(games: GamesService, assets: AssetsService, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    const caller = (request: FastifyRequest) => request.caller?.user;

    app.post('/api/game/all', { config: { access: 'public' } }, async (request, reply) =>
      sendCached(request, reply, await games.all(validate(GameListForm, request.body), caller(request))),
    );

    app.post('/api/game/featured', { config: { access: 'public' } }, async (request, reply) =>
      sendCached(
        request,
        reply,
        await games.featured(validate(GameFeaturedForm, request.body), caller(request)),
      ),
    );

    app.post('/api/game/date', { config: { access: 'public' } }, async (request, reply) => {
      const { date, ...query } = validate(GameDateForm, request.body);
      return sendCached(request, reply, await games.since(date, query, caller(request)));
    });

    app.get('/api/game/ids', { config: { access: 'public' } }, async (request, reply) => {
      const { ids, ...query } = validate(GameIdsQuery, request.query);
      return sendCached(request, reply, await games.byIds(ids, query, caller(request)));
    });

    app.get('/api/game/get', { config: { access: 'public' } }, async (request) => {
      const { id, ...query } = validate(GameGetQuery, request.query);
      return ok(await games.get(id, query, caller(request)));
    });

    app.get('/api/game/name', { config: { access: 'public' } }, async (request) => {
      const { name, ...query } = validate(GameNameQuery, request.query);
      return ok(await games.byName(name, query, caller(request)));
    });

    app.post('/api/game/create', { config: { access: 'superAdmin' } }, async (request) =>
      ok(await games.save(await readAssetForm(request, assets, limits))),
    );

    app.post('/api/game/delete', { config: { access: 'superAdmin' } }, async (request) =>
      ok(await games.delete(validate(DeleteForm, request.body).id)),
    );
  };
}
