import {
  DeleteForm,
  DRAW_GAME_KINDS,
  DRAW_GAME_PATHS,
  DrawGameContentForm,
  DrawGameCreateForm,
  DrawGameGetQuery,
  DrawGameListForm,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { readCheckedAssetForm } from '../showcase/asset-form.ts';
import type { DrawGamesService } from './draw-games.service.ts';

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

      app.post(
        `/api/${items}/all`,
        {
          config: {
            access: 'public',
            contract: {
              summary: `Lists the ${kind} draw games the caller may see`,
              body: DrawGameListForm,
              bodyType: 'form',
            },
          },
        },
        async (request) =>
          ok(await drawGames.all(kind, validate(DrawGameListForm, request.body), request.caller?.user)),
      );

      app.post(
        `/api/${items}/create`,
        {
          config: {
            access: 'superAdmin',
            contract: {
              summary: `Adds (type POST) or edits (type PUT) a ${kind} draw game with its asset slots and uploads`,
              body: DrawGameCreateForm,
              bodyType: 'multipart',
            },
          },
        },
        async (request) =>
          ok(
            await drawGames.save(
              kind,
              await readCheckedAssetForm(request, uploads, limits, DrawGameCreateForm),
            ),
          ),
      );

      app.post(
        `/api/${items}/delete`,
        {
          config: {
            access: 'superAdmin',
            contract: { summary: `Deletes a ${kind} draw game by id`, body: DeleteForm, bodyType: 'form' },
          },
        },
        async (request) => ok(await drawGames.delete(kind, validate(DeleteForm, request.body).id)),
      );

      app.get(
        `/api/${content}/get`,
        {
          config: {
            access: 'public',
            contract: { summary: `Reads the ${kind} draw games content document` },
          },
        },
        async () => ok(await drawGames.content(kind)),
      );

      app.post(
        `/api/${content}/create`,
        {
          config: {
            access: 'superAdmin',
            contract: {
              summary: `Saves the ${kind} draw games content document`,
              body: DrawGameContentForm,
              bodyType: 'json',
            },
          },
        },
        async (request) => ok(await drawGames.saveContent(kind, validate(DrawGameContentForm, request.body))),
      );
    }

    app.get(
      '/api/popular-draw-game/get',
      {
        config: {
          access: 'public',
          contract: { summary: 'Reads one popular draw game by id', query: DrawGameGetQuery },
        },
      },
      async (request) => {
        const { id, ...query } = validate(DrawGameGetQuery, request.query);
        return ok(await drawGames.get('popular', id, query, request.caller?.user));
      },
    );
  };
}
