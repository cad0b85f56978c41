import {
  CONTENT_DOCUMENT_FORMS,
  CONTENT_PAGES,
  ContentRestoreForm,
  ContentRevisionsQuery,
  PromotionalToolModulesForm,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
import { editorImageRoutes } from '../news/editor-images.routes.ts';
import type { ContentService, StoredDocument } from './content.service.ts';

/**
 * SPEC §7 'content': get{page} is public, edit{page}, editpromotionaltoolsmodules and getstoredassets
 * are SA. Additions (SA): revisions, restore, and putasset (an image upload into the content tree).
 */
export function contentRoutes(content: ContentService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    for (const page of CONTENT_PAGES) {
      // Kept serialised, with an ETag, and gzipped for clients that accept it.
      app.get(
        `/api/content/get${page}`,
        { config: { access: 'public', contract: { summary: `Reads the ${page} content document` } } },
        async (request, reply) => sendCached(request, reply, await content.getAnswer(page)),
      );

      app.post(
        `/api/content/edit${page}`,
        {
          config: {
            access: 'superAdmin',
            contract: {
              summary: `Saves the ${page} content document`,
              body: CONTENT_DOCUMENT_FORMS[page],
              bodyType: 'json',
            },
          },
        },
        async (request) => {
          const schema: z.ZodType<StoredDocument> = CONTENT_DOCUMENT_FORMS[page];
          return ok(await content.edit(page, validate(schema, request.body), requireCaller(request).user));
        },
      );
    }

    app.post(
      '/api/content/editpromotionaltoolsmodules',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Saves the promotional tools modules, in order',
            body: PromotionalToolModulesForm,
            bodyType: 'json',
          },
        },
      },
      async (request) => {
        const { modules } = validate(PromotionalToolModulesForm, request.body);
        return ok(await content.editModules(modules, requireCaller(request).user));
      },
    );

    editorImageRoutes(app, 'content', content, uploads, limits);

    app.get(
      '/api/content/revisions',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Lists the saved revisions of a content page', query: ContentRevisionsQuery },
        },
      },
      async (request) => {
        const { page, limit } = validate(ContentRevisionsQuery, request.query);
        return ok(await content.revisions(page, limit));
      },
    );

    app.post(
      '/api/content/restore',
      {
        config: {
          access: 'superAdmin',
          contract: {
            summary: 'Restores a content page to a saved revision',
            body: ContentRestoreForm,
            bodyType: 'json',
          },
        },
      },
      async (request) => {
        const { page, revision } = validate(ContentRestoreForm, request.body);
        return ok(await content.restore(page, revision, requireCaller(request).user));
      },
    );
  };
}
