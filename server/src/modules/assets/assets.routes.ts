import {
  AssetDownloadInfo,
  AssetIdForm,
  CreateFolderForm,
  DirectoryAnswer,
  DirectoryItem,
  DirectoryQuery,
  GameAssetFields,
  MoveAssetsForm,
  PutFields,
  PutIntoParentFields,
  RenameAssetForm,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetsService, DirectoryLookup } from './assets.service.ts';
import { readFormFields, type UploadLimits, withUpload } from './uploads.ts';

/** Checks a text field of an upload as soon as it arrives, with the same schema as after the upload. */
const early =
  (schema: z.ZodType, field: string) =>
  (name: string, value: string): void => {
    if (name === field) validate(schema, { [field]: value });
  };

/**
 * SPEC §7 'Assets'. Listing needs the asset permission (the document centre is public); editing is SA.
 * Which items a caller may read or edit inside that is the asset policy's (asset-policy.ts).
 */
export function assetsRoutes(assets: AssetsService, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    const idOf = (query: unknown) => validate(DirectoryQuery, query).id;

    // Large listings are kept serialised by the service and go out with an ETag (and gzipped).
    const directory = (path: string, lookup: DirectoryLookup, access: 'assets' | 'public', summary: string) =>
      app.get(
        path,
        {
          config: {
            access: access,
            contract: { summary: summary, query: DirectoryQuery, answer: DirectoryAnswer },
          },
        },
        async (request, reply) =>
          sendCached(
            request,
            reply,
            await assets.listing(lookup, idOf(request.query), request.caller?.user ?? null),
          ),
      );
    directory(
      '/api/asset/directory',
      'library',
      'assets',
      'Lists the asset library, or one folder of it by id',
    );
    directory(
      '/api/asset/game/directory',
      'games',
      'assets',
      "Lists the games' asset folders, or one folder by id",
    );
    directory(
      '/api/asset/popular-draw-game/directory',
      'popularDrawGames',
      'assets',
      "Lists the popular draw games' asset folders, or one folder by id",
    );
    directory(
      '/api/asset/user/directory',
      'userFolders',
      'assets',
      'Lists the user folders, or one folder by id',
    );
    directory('/api/asset/get/documentCentre', 'documentCentre', 'public', 'Lists the document centre');
    directory(
      '/api/asset/get/financialDocumentCentre',
      'financialDocumentCentre',
      'assets',
      'Lists the financial document centre',
    );
    app.get(
      '/api/asset/:id',
      {
        config: {
          access: 'assets',
          contract: {
            summary: 'Tells whether an asset downloads as a file or as a zip',
            answer: AssetDownloadInfo,
          },
        },
      },
      async (request) => {
        const { id } = validate(AssetIdForm, request.params);
        return ok(await assets.downloadInfo(requireCaller(request).user, id));
      },
    );

    const editor = (request: FastifyRequest) => requireCaller(request).user;

    app.post(
      '/api/asset/put',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Uploads files[n] into the asset library, optionally into a named folder',
            body: PutFields,
            bodyType: 'multipart',
            answer: DirectoryAnswer,
          },
        },
      },
      (request) =>
        withUpload(request, assets, limits, early(PutFields, 'folder'), async ({ fields, files }) => {
          const { folder } = validate(PutFields, fields);
          assets.authoriseTreeEdit(editor(request), 'library');
          return ok(await assets.storeInLibrary(folder, files));
        }),
    );
    app.post(
      '/api/asset/putIntoParent',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Uploads files into the folder parentId',
            body: PutIntoParentFields,
            bodyType: 'multipart',
            answer: DirectoryAnswer,
          },
        },
      },
      (request) =>
        withUpload(
          request,
          assets,
          limits,
          early(PutIntoParentFields, 'parentId'),
          async ({ fields, files }) => {
            const { parentId } = validate(PutIntoParentFields, fields);
            await assets.authoriseEdit(editor(request), [parentId]);
            return ok(await assets.storeStaged(parentId, files));
          },
        ),
    );
    app.post(
      '/api/asset/game',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: "Uploads files into a game's asset tree, optionally into a named folder",
            body: GameAssetFields,
            bodyType: 'multipart',
            answer: DirectoryAnswer,
          },
        },
      },
      (request) =>
        withUpload(request, assets, limits, early(GameAssetFields, 'id'), async ({ fields, files }) => {
          const { id, folder } = validate(GameAssetFields, fields);
          assets.authoriseTreeEdit(editor(request), 'games', id);
          return ok(await assets.storeForGame(id, folder, files));
        }),
    );

    app.post(
      '/api/asset/delete',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Deletes a file or folder by id', body: AssetIdForm, bodyType: 'form' },
        },
      },
      async (request) => {
        const { id } = validate(AssetIdForm, await readFormFields(request));
        await assets.authoriseEdit(editor(request), [id]);
        await assets.delete(id);
        return ok({ id });
      },
    );
    app.post(
      '/api/asset/rename',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Renames a file or folder (id, name)',
            body: RenameAssetForm,
            bodyType: 'form',
            answer: DirectoryItem,
          },
        },
      },
      async (request) => {
        const { id, name } = validate(RenameAssetForm, await readFormFields(request));
        await assets.authoriseEdit(editor(request), [id]);
        return ok(await assets.rename(id, name));
      },
    );
    app.post(
      '/api/asset/move',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Moves files and folders (ids joined with a colon) into the folder parentId',
            body: MoveAssetsForm,
            bodyType: 'form',
            answer: DirectoryAnswer,
          },
        },
      },
      async (request) => {
        const { ids, parentId } = validate(MoveAssetsForm, await readFormFields(request));
        await assets.authoriseEdit(editor(request), [...ids, parentId]);
        return ok(await assets.move(ids, parentId));
      },
    );
    app.post(
      '/api/asset/create/folder',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Creates a folder called name inside the folder pid',
            body: CreateFolderForm,
            bodyType: 'form',
            answer: DirectoryItem,
          },
        },
      },
      async (request) => {
        const { parentId, name } = validate(CreateFolderForm, await readFormFields(request));
        await assets.authoriseEdit(editor(request), [parentId]);
        return ok(await assets.createFolder(parentId, name));
      },
    );
  };
}
