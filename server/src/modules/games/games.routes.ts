import {
  Deleted,
  DeleteForm,
  GAME_ASSET_SLOTS,
  GameAnswer,
  GameCreateForm,
  GameDateForm,
  GameDetail,
  GameFeaturedForm,
  GameGetQuery,
  GameIdsQuery,
  GameList,
  GameListForm,
  GameNameQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import { assetFormParts, type RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { readCheckedAssetForm } from '../showcase/asset-form.ts';
import type { GamesService } from './games.service.ts';

/** A game list: kept serialised, with an ETag (304) and gzip; what it holds depends on the caller. */
const gameList = <Body extends z.ZodType>(summary: string, body: Body) =>
  ({
    summary,
    body,
    bodyType: 'form',
    answer: GameList,
    alsoAnswers: [304],
    answersByCaller: true,
  }) satisfies RouteContract;

const listGames = gameList(
  'Lists the games the caller may see, optionally by region and depth',
  GameListForm,
);
const listFeatured = gameList('Lists the featured games', GameFeaturedForm);
const listSince = gameList('Lists the games released on or after a date', GameDateForm);
const listByIds = {
  summary: 'Reads several games by ids joined with a colon',
  query: GameIdsQuery,
  answer: GameList,
  alsoAnswers: [304],
  answersByCaller: true,
} satisfies RouteContract;
const getGame = {
  summary: 'Reads one game by id',
  query: GameGetQuery,
  answer: GameAnswer,
  failures: [404],
  answersByCaller: true,
} satisfies RouteContract;
const getByName = {
  summary: 'Reads one game by name',
  query: GameNameQuery,
  answer: GameAnswer,
  failures: [404],
  answersByCaller: true,
} satisfies RouteContract;
const saveGame = {
  summary: 'Adds (type POST) or edits (type PUT) a game with its asset slots and uploads',
  body: GameCreateForm,
  bodyType: 'multipart',
  parts: assetFormParts(GAME_ASSET_SLOTS),
  answer: GameDetail,
  failures: [404, 409, 413],
} satisfies RouteContract;
const deleteGame = {
  summary: 'Deletes a game by id',
  body: DeleteForm,
  bodyType: 'form',
  answer: Deleted,
  failures: [404],
} satisfies RouteContract;

/** SPEC §7 'Games'. Reads are public (what a caller sees depends on who it is); writes are SA. */
export function gamesRoutes(games: GamesService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    const caller = (request: FastifyRequest) => request.caller?.user;

    app.post('/api/game/all', { config: { access: 'public', contract: listGames } }, async (request, reply) =>
      sendCached(request, reply, await games.all(validate(listGames.body, request.body), caller(request))),
    );

    app.post(
      '/api/game/featured',
      { config: { access: 'public', contract: listFeatured } },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await games.featured(validate(listFeatured.body, request.body), caller(request)),
        ),
    );

    app.post(
      '/api/game/date',
      { config: { access: 'public', contract: listSince } },
      async (request, reply) => {
        const { date, ...query } = validate(listSince.body, request.body);
        return sendCached(request, reply, await games.since(date, query, caller(request)));
      },
    );

    app.get(
      '/api/game/ids',
      { config: { access: 'public', contract: listByIds } },
      async (request, reply) => {
        const { ids, ...query } = validate(listByIds.query, request.query);
        return sendCached(request, reply, await games.byIds(ids, query, caller(request)));
      },
    );

    app.get('/api/game/get', { config: { access: 'public', contract: getGame } }, async (request) => {
      const { id, ...query } = validate(getGame.query, request.query);
      return ok(await games.get(id, query, caller(request)));
    });

    app.get('/api/game/name', { config: { access: 'public', contract: getByName } }, async (request) => {
      const { name, ...query } = validate(getByName.query, request.query);
      return ok(await games.byName(name, query, caller(request)));
    });

    app.post('/api/game/create', { config: { access: 'superAdmin', contract: saveGame } }, async (request) =>
      ok(
        await games.save(
          await readCheckedAssetForm(request, uploads, limits, saveGame.body),
          requireCaller(request).user.id,
        ),
      ),
    );

    app.post(
      '/api/game/delete',
      { config: { access: 'superAdmin', contract: deleteGame } },
      async (request) =>
        ok(await games.delete(validate(deleteGame.body, request.body).id, requireCaller(request).user.id)),
    );
  };
}
