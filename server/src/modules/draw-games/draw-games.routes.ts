import {
  Deleted,
  DeleteForm,
  DRAW_GAME_KINDS,
  DRAW_GAME_PATHS,
  DrawGameCreateForm,
  DrawGameDetail,
  DrawGameGetQuery,
  DrawGameList,
  DrawGameListForm,
  DrawGameRestoreForm,
  DrawGameRevision,
  DrawGameRevisionsQuery,
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
 * SPEC §7 'Draw games', for each kind: create, all and delete, plus popular-draw-game/get. Reads are
 * public; writes are SA. The kinds' content calls belong to the content module, which owns the pages'
 * documents (content.routes.ts).
 * `{items}/revisions` and `{items}/restore` (SA) list and restore an item's saved revisions, as
 * news/revisions and news/restore do for stories.
 */
export function drawGamesRoutes(drawGames: DrawGamesService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    for (const kind of DRAW_GAME_KINDS) {
      const { items } = DRAW_GAME_PATHS[kind];

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
        async (request) => {
          const form = await readCheckedAssetForm(request, uploads, limits, save.body);
          return ok(await drawGames.save(kind, form, requireCaller(request).user));
        },
      );

      const revisions = {
        summary: `Lists the saved revisions of a ${kind} draw game`,
        query: DrawGameRevisionsQuery,
        answer: z.array(DrawGameRevision),
        failures: [404],
      } satisfies RouteContract;
      app.get(
        `/api/${items}/revisions`,
        { config: { access: 'superAdmin', contract: revisions } },
        async (request) => ok(await drawGames.revisions(kind, validate(revisions.query, request.query))),
      );

      const restore = {
        summary: `Restores a ${kind} draw game to a saved revision`,
        body: DrawGameRestoreForm,
        bodyType: 'json',
        answer: DrawGameDetail,
        failures: [404, 409],
      } satisfies RouteContract;
      app.post(
        `/api/${items}/restore`,
        { config: { access: 'superAdmin', contract: restore } },
        async (request) =>
          ok(
            await drawGames.restore(kind, validate(restore.body, request.body), requireCaller(request).user),
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
