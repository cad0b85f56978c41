import {
  Deleted,
  DeleteForm,
  DRAW_GAME_KINDS,
  DRAW_GAME_PATHS,
  DrawGameContent,
  DrawGameContentForm,
  DrawGameCreateForm,
  DrawGameDetail,
  DrawGameGetQuery,
  DrawGameList,
  DrawGameListForm,
  DrawGameSummary,
  GAME_ASSET_SLOTS,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assetFormParts, type RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { readCheckedAssetForm } from '../showcase/asset-form.ts';
import type { DrawGamesService } from './draw-games.service.ts';

const getPopular = {
  summary: 'Reads one popular draw game by id',
  query: DrawGameGetQuery,
  answer: z.union([DrawGameDetail, DrawGameSummary]),
  failures: [404],
  answersByCaller: true,
} satisfies RouteContract;

/**
 * SPEC §7 'Draw games', for each kind: create, all, delete and content create (the enhanced
 * features' content path spelled `enchanced-features-content`, as SPEC has it), plus
 * popular-draw-game/get. Reads are public; writes are SA. `GET /api/{kind}-content/get` reads the
 * content document back (an addition: SPEC shows only the editing call).
 */
export function drawGamesRoutes(drawGames: DrawGamesService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    for (const kind of DRAW_GAME_KINDS) {
      const { items, content } = DRAW_GAME_PATHS[kind];

      const list = {
        summary: `Lists the ${kind} draw games the caller may see`,
        body: DrawGameListForm,
        bodyType: 'form',
        answer: DrawGameList,
        answersByCaller: true,
      } satisfies RouteContract;
      app.post(`/api/${items}/all`, { config: { access: 'public', contract: list } }, async (request) =>
        ok(await drawGames.all(kind, validate(list.body, request.body), request.caller?.user)),
      );

      const save = {
        summary: `Adds (type POST) or edits (type PUT) a ${kind} draw game with its asset slots and uploads`,
        body: DrawGameCreateForm,
        bodyType: 'multipart',
        parts: assetFormParts(GAME_ASSET_SLOTS),
        answer: DrawGameDetail,
        failures: [404, 409, 413],
      } satisfies RouteContract;
      app.post(
        `/api/${items}/create`,
        { config: { access: 'superAdmin', contract: save } },
        async (request) =>
          ok(
            await drawGames.save(
              kind,
              await readCheckedAssetForm(request, uploads, limits, save.body),
              requireCaller(request).user.id,
            ),
          ),
      );

      const remove = {
        summary: `Deletes a ${kind} draw game by id`,
        body: DeleteForm,
        bodyType: 'form',
        answer: Deleted,
        failures: [404],
      } satisfies RouteContract;
      app.post(
        `/api/${items}/delete`,
        { config: { access: 'superAdmin', contract: remove } },
        async (request) =>
          ok(
            await drawGames.delete(
              kind,
              validate(remove.body, request.body).id,
              requireCaller(request).user.id,
            ),
          ),
      );

      const readContent = {
        summary: `Reads the ${kind} draw games content document`,
        answer: DrawGameContent,
      } satisfies RouteContract;
      app.get(`/api/${content}/get`, { config: { access: 'public', contract: readContent } }, async () =>
        ok(await drawGames.content(kind)),
      );

      const saveContent = {
        summary: `Saves the ${kind} draw games content document`,
        body: DrawGameContentForm,
        bodyType: 'json',
        answer: DrawGameContent,
      } satisfies RouteContract;
      app.post(
        `/api/${content}/create`,
        { config: { access: 'superAdmin', contract: saveContent } },
        async (request) =>
          ok(
            await drawGames.saveContent(
              kind,
              validate(saveContent.body, request.body),
              requireCaller(request).user.id,
            ),
          ),
      );
    }

    app.get(
      '/api/popular-draw-game/get',
      { config: { access: 'public', contract: getPopular } },
      async (request) => {
        const { id, ...query } = validate(getPopular.query, request.query);
        return ok(await drawGames.get('popular', id, query, request.caller?.user));
      },
    );
  };
}
