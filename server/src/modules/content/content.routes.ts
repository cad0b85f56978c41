import { CONTENT_PAGES, ContentRestoreForm, ContentRevisionsQuery } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetsService } from '../assets/assets.service.ts';
import { type UploadLimits, withUpload } from '../assets/uploads.ts';
import type { ContentService } from './content.service.ts';

/**
 * SPEC §7 'content': get{page} is public, edit{page}, editpromotionaltoolsmodules and getstoredassets
 * are SA. Additions (SA): revisions, restore, and putasset (an image upload into the content tree).
 */
export function contentRoutes(content: ContentService, assets: AssetsService, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    for (const page of CONTENT_PAGES) {
      // Kept serialised, with an ETag, and gzipped for clients that accept it.
      app.get(`/api/content/get${page}`, { config: { access: 'public' } }, async (request, reply) =>
        sendCached(request, reply, await content.getAnswer(page)),
      );

      app.post(`/api/content/edit${page}`, { config: { access: 'superAdmin' } }, async (request) =>
        ok(await content.edit(page, request.body, requireCaller(request).user)),
      );
    }

    app.post(
      '/api/content/editpromotionaltoolsmodules',
      { config: { access: 'superAdmin' } },
      async (request) => ok(await content.editModules(request.body, requireCaller(request).user)),
    );

    app.get('/api/content/getstoredassets', { config: { access: 'superAdmin' } }, async () =>
      ok(await content.storedAssets()),
    );

    app.post('/api/content/putasset', { config: { access: 'superAdmin' } }, (request) =>
      withUpload(
        request,
        assets,
        limits,
        () => {},
        async ({ files }) => ok(await content.putAssets(files)),
      ),
    );

    app.get('/api/content/revisions', { config: { access: 'superAdmin' } }, async (request) => {
      const { page, limit } = validate(ContentRevisionsQuery, request.query);
      return ok(await content.revisions(page, limit));
    });

    app.post('/api/content/restore', { config: { access: 'superAdmin' } }, async (request) => {
      const { page, revision } = validate(ContentRestoreForm, request.body);
      return ok(await content.restore(page, revision, requireCaller(request).user));
    });
  };
}
