import {
  CONTENT_ANSWERS,
  CONTENT_DOCUMENT_FORMS,
  CONTENT_PAGES,
  ContentRestoreForm,
  ContentRevision,
  ContentRevisionsQuery,
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
