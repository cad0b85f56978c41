import { fullName, type User } from '@portal/domain';
import {
  AssetDownloadInfo,
  AssetIdForm,
  CreateFolderForm,
  Deleted,
  DirectoryAnswer,
  DirectoryItem,
  DirectoryQuery,
  GameAssetFields,
  MoveAssetsForm,
  PutFields,
  PutIntoParentFields,
  RenameAssetForm,
  TrashAnswer,
  TrashRestoreForm,
  UserAssetFields,
  UserFolderQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import { type RouteContract, UPLOAD_PARTS } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { DirectoryLookup } from './asset-directory.service.ts';
import type { AssetServices } from './asset-services.ts';
import { type ReceivedUpload, readFormFields, type UploadLimits, withUpload } from './uploads.ts';

/** Checks a text field of an upload as soon as it arrives, with the same schema as after the upload. */
const early =
  (schema: z.ZodType, field: string) =>
  (name: string, value: string): void => {
    if (name === field) validate(schema, { [field]: value });
  };

/** The SA as the trash names who deleted an item. */
const trashActor = (user: User) => ({ id: user.id, name: fullName(user) || `User ${user.id}` });

/**
 * SPEC §7 'Assets'. Listing needs the asset permission (the document centre is public); editing is SA.
 * Which items a caller may read or edit inside that is the asset policy's (asset-policy.ts).
 */
export function assetsRoutes(assets: AssetServices, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    // Large listings are kept serialised by the service and go out with an ETag (and gzipped).
    const directory = (
      path: string,
      lookup: DirectoryLookup,
      access: 'assets' | 'public',
      summary: string,
    ) => {
      const contract = {
        summary,
        query: DirectoryQuery,
        answer: DirectoryAnswer,
        // A public tree asked for a folder of another: what the caller gets for what it may not see.
        failures: access === 'public' ? [401, 403, 404] : [404],
        alsoAnswers: [304],
        answersByCaller: access === 'public',
      } satisfies RouteContract;
      app.get(path, { config: { access, contract } }, async (request, reply) => {
        const { id } = validate(contract.query, request.query);
        return sendCached(
          request,
          reply,
          await assets.directory.listing(lookup, id, request.caller?.user ?? null),
        );
      });
    };
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
    const userFolder = {
      summary: "Reads one user's folder (SA): it with its items, or an empty list while they have none",
      query: UserFolderQuery,
      answer: DirectoryAnswer,
      failures: [404],
    } satisfies RouteContract;
    app.get(
      '/api/asset/user/folder',
      { config: { access: 'superAdmin', contract: userFolder } },
      async (request) => ok(await assets.directory.userFolder(validate(userFolder.query, request.query).id)),
    );

    const downloadInfo = {
      summary: 'Tells whether an asset downloads as a file or as a zip',
      params: AssetIdForm,
      answer: AssetDownloadInfo,
      failures: [404],
    } satisfies RouteContract;
    app.get('/api/asset/:id', { config: { access: 'assets', contract: downloadInfo } }, async (request) => {
      const { id } = validate(downloadInfo.params, request.params);
      return ok(await assets.access.downloadInfo(requireCaller(request).user, id));
    });

    const editor = (request: FastifyRequest) => requireCaller(request).user;
    type Editor = ReturnType<typeof editor>;

    /**
     * An SA upload of files into an asset folder, answered with the folder's listing. `field` is
     * checked as soon as it arrives; `store` authorises the caller, then stores the files.
     */
    const upload = <S extends z.ZodType>(
      path: string,
      summary: string,
      fields: S,
      field: string,
      store: (form: z.output<S>, files: ReceivedUpload['files'], caller: Editor) => Promise<unknown>,
    ) =>
      app.post(
        path,
        {
          config: {
            access: 'superAdmin',
            contract: {
              summary,
              body: fields,
              bodyType: 'multipart',
              parts: UPLOAD_PARTS,
              answer: DirectoryAnswer,
              failures: [404, 409, 413],
            },
          },
        },
        (request) =>
          withUpload(request, assets.uploads, limits, early(fields, field), async (received) =>
            ok(await store(validate(fields, received.fields), received.files, editor(request))),
          ),
      );
    upload(
      '/api/asset/put',
      'Uploads files[n] into the asset library, optionally into a named folder',
      PutFields,
      'folder',
      ({ folder }, files, caller) => {
        assets.access.authoriseTreeEdit(caller, 'library');
        return assets.uploads.storeInLibrary(folder, files, caller.id);
      },
    );
    upload(
      '/api/asset/putIntoParent',
      'Uploads files into the folder parentId',
      PutIntoParentFields,
      'parentId',
      async ({ parentId }, files, caller) => {
        await assets.access.authoriseEdit(caller, [parentId]);
        return assets.uploads.storeStaged(parentId, files, caller.id);
      },
    );
    upload(
      '/api/asset/game',
      "Uploads files into a game's asset tree, optionally into a named folder",
      GameAssetFields,
      'id',
      ({ id, folder }, files, caller) => {
        assets.access.authoriseTreeEdit(caller, 'games', id);
        return assets.uploads.storeForGame(id, folder, files, caller.id);
      },
    );
    upload(
      '/api/asset/user',
      "Uploads files into a user's folder (made by the first upload), optionally into a named folder",
      UserAssetFields,
      'id',
      ({ id, folder }, files, caller) => {
        assets.access.authoriseTreeEdit(caller, 'userFolders', id);
        return assets.uploads.storeForUser(id, folder, files);
      },
    );

    /**
     * An SA form that changes assets: the caller must be allowed to edit every asset `touched` lists
     * (asset-policy.ts) before `change` runs, and what it returns is the answer.
     */
    const editForm = <S extends z.ZodType>(
      path: string,
      contract: RouteContract & { body: S },
      touched: (form: z.output<S>) => number[],
      change: (form: z.output<S>, editorId: number, caller: Editor) => Promise<unknown>,
    ) =>
      app.post(
        path,
        {
          config: { access: 'superAdmin', contract: { bodyType: 'form', failures: [404, 409], ...contract } },
        },
        async (request) => {
          const form = validate(contract.body, await readFormFields(request));
          const caller = editor(request);
          await assets.access.authoriseEdit(caller, touched(form));
          return ok(await change(form, caller.id, caller));
        },
      );
    editForm(
      '/api/asset/delete',
      {
        summary: 'Deletes a file or folder by id: it goes to the trash with everything under it',
        body: AssetIdForm,
        answer: Deleted,
        failures: [404],
      },
      ({ id }) => [id],
      async ({ id }, _editorId, caller) => {
        await assets.editing.delete(id, trashActor(caller));
        return { id };
      },
    );

    // The trash (decision 140): SA only, every tree's at once.
    const trashList = {
      summary: 'Lists the items in the trash, newest first, with where each was and who deleted it',
      answer: TrashAnswer,
    } satisfies RouteContract;
    app.get('/api/asset/trash', { config: { access: 'superAdmin', contract: trashList } }, async () =>
      ok(await assets.trash.list()),
    );
    const trashRestore = {
      summary: 'Restores an item from the trash where it was, or into the folder parentId',
      body: TrashRestoreForm,
      bodyType: 'form',
      answer: DirectoryItem,
      failures: [404, 409],
    } satisfies RouteContract;
    app.post(
      '/api/asset/trash/restore',
      { config: { access: 'superAdmin', contract: trashRestore } },
      async (request) => {
        const { id, parentId } = validate(trashRestore.body, await readFormFields(request));
        const caller = editor(request);
        const target = await assets.trash.restoreTarget(id, parentId);
        await assets.access.authoriseEdit(caller, [target.id]);
        const restored = await assets.trash.restore(id, parentId, trashActor(caller));
        return ok(await assets.trees.item(restored.id));
      },
    );
    const trashPurge = {
      summary: 'Deletes an item in the trash for good',
      body: AssetIdForm,
      bodyType: 'form',
      answer: Deleted,
      failures: [404],
    } satisfies RouteContract;
    app.post(
      '/api/asset/trash/purge',
      { config: { access: 'superAdmin', contract: trashPurge } },
      async (request) => {
        const { id } = validate(trashPurge.body, await readFormFields(request));
        await assets.trash.purge(id, trashActor(editor(request)));
        return ok({ id });
      },
    );
    editForm(
      '/api/asset/rename',
      { summary: 'Renames a file or folder (id, name)', body: RenameAssetForm, answer: DirectoryItem },
      ({ id }) => [id],
      ({ id, name }, editorId) => assets.editing.rename(id, name, editorId),
    );
    editForm(
      '/api/asset/move',
      {
        summary: 'Moves files and folders (ids joined with a colon) into the folder parentId',
        body: MoveAssetsForm,
        answer: DirectoryAnswer,
      },
      ({ ids, parentId }) => [...ids, parentId],
      ({ ids, parentId }, editorId) => assets.editing.move(ids, parentId, editorId),
    );
    editForm(
      '/api/asset/create/folder',
      {
        summary: 'Creates a folder called name inside the folder pid',
        body: CreateFolderForm,
        answer: DirectoryItem,
      },
      ({ parentId }) => [parentId],
      ({ parentId, name }, editorId) => assets.editing.createFolder(parentId, name, {}, editorId),
    );
  };
}
