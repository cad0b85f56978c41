import {
  CONTENT_ANSWERS,
  CONTENT_DOCUMENT_FORMS,
  CONTENT_PAGES,
  ContentRestoreForm,
  ContentRevision,
  ContentRevisionsQuery,
  DRAW_GAME_KINDS,
  DRAW_GAME_PATHS,
  DrawGameContent,
  DrawGameContentForm,
  PromotionalToolModulesForm,
  SavedFrom,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { editorImageRoutes } from '../news/editor-images.routes.ts';
import type { ContentService, StoredDocument } from './content.service.ts';

const saveModules = {
  summary: 'Saves the promotional tools modules, in order',
  body: PromotionalToolModulesForm,
  bodyType: 'json',
  answer: CONTENT_ANSWERS.promotionaltools,
} satisfies RouteContract;
const listRevisions = {
  summary: 'Lists the saved revisions of a content page',
  query: ContentRevisionsQuery,
  answer: z.array(ContentRevision),
} satisfies RouteContract;
const restoreRevision = {
  summary: 'Restores a content page to a saved revision',
  body: ContentRestoreForm,
  bodyType: 'json',
  answer: z.union(CONTENT_PAGES.map((page) => CONTENT_ANSWERS[page])),
  failures: [404, 409],
} satisfies RouteContract;

/**
 * SPEC §7 'content': get{page} is public, edit{page}, editpromotionaltoolsmodules and getstoredassets
 * are SA. Additions (SA): revisions, restore, and putasset (an image upload into the content tree).
 * SPEC §7 'Draw games' content calls (`{kind}-content/create`, SA, and its reading `/get`, public)
 * read and write the kind's page document (issue 28 item 1).
 */
export function contentRoutes(content: ContentService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    for (const page of CONTENT_PAGES) {
      // Kept serialised, with an ETag, and gzipped for clients that accept it.
      const read = {
        summary: `Reads the ${page} content document`,
        answer: CONTENT_ANSWERS[page],
        alsoAnswers: [304],
      } satisfies RouteContract;
      app.get(
        `/api/content/get${page}`,
        { config: { access: 'public', contract: read } },
        async (request, reply) => sendCached(request, reply, await content.getAnswer(page)),
      );

      const document: z.ZodType<StoredDocument> = CONTENT_DOCUMENT_FORMS[page];
      const save = {
        summary: `Saves the ${page} content document`,
        body: document,
        bodyType: 'json',
        answer: CONTENT_ANSWERS[page],
      } satisfies RouteContract;
      app.post(
        `/api/content/edit${page}`,
        { config: { access: 'superAdmin', contract: save } },
        async (request) => {
          const document = validate(save.body, request.body);
          const { baseRevision } = validate(SavedFrom, request.body);
          return ok(await content.edit(page, document, requireCaller(request).user, baseRevision));
        },
      );
    }

    app.post(
      '/api/content/editpromotionaltoolsmodules',
      { config: { access: 'superAdmin', contract: saveModules } },
      async (request) => {
        const { modules } = validate(saveModules.body, request.body);
        const { baseRevision } = validate(SavedFrom, request.body);
        return ok(await content.editModules(modules, requireCaller(request).user, baseRevision));
      },
    );

    for (const kind of DRAW_GAME_KINDS) {
      const path = DRAW_GAME_PATHS[kind].content;
      const readCopy = {
        summary: `Reads the ${kind} draw games page copy (its content document's hero and sections)`,
        answer: DrawGameContent,
      } satisfies RouteContract;
      app.get(`/api/${path}/get`, { config: { access: 'public', contract: readCopy } }, async () =>
        ok(await content.drawGamesCopy(kind)),
      );

      const saveCopy = {
        summary: `Saves the ${kind} draw games page copy into its content document`,
        body: DrawGameContentForm,
        bodyType: 'json',
        answer: DrawGameContent,
      } satisfies RouteContract;
      app.post(
        `/api/${path}/create`,
        { config: { access: 'superAdmin', contract: saveCopy } },
        async (request) =>
          ok(
            await content.saveDrawGamesCopy(
              kind,
              validate(saveCopy.body, request.body),
              requireCaller(request).user,
            ),
          ),
      );
    }

    editorImageRoutes(app, 'content', content, uploads, limits);

    app.get(
      '/api/content/revisions',
      { config: { access: 'superAdmin', contract: listRevisions } },
      async (request) => {
        const { page, limit } = validate(listRevisions.query, request.query);
        return ok(await content.revisions(page, limit));
      },
    );

    app.post(
      '/api/content/restore',
      { config: { access: 'superAdmin', contract: restoreRevision } },
      async (request) => {
        const { page, revision } = validate(restoreRevision.body, request.body);
        const { baseRevision } = validate(SavedFrom, request.body);
        return ok(await content.restore(page, revision, requireCaller(request).user, baseRevision));
      },
    );
  };
}
