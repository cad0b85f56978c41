import {
  NewsAddForm,
  NewsAdminQuery,
  NewsDeleteForm,
  NewsEditForm,
  NewsGetQuery,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import { readFormFields, type UploadLimits } from '../assets/uploads.ts';
import { editorImageRoutes } from './editor-images.routes.ts';
import type { NewsService } from './news.service.ts';

/**
 * SPEC §7 'News': news/get is public (live stories only); add, edit, delete, gettags and
 * getstoredassets are SA. Additions: news/getall (the SA's list, every state) and news/putasset
 * (an image upload into the news tree, for the editor's picker).
 */
export function newsRoutes(news: NewsService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    // Kept serialised, with an ETag, and gzipped for clients that accept it.
    app.get(
      '/api/news/get',
      {
        config: {
          access: 'public',
          contract: {
            summary: 'Lists live news stories, by id, tag, featured, regions or page',
            query: NewsGetQuery,
          },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, await news.getAnswer(validate(NewsGetQuery, request.query))),
    );

    app.get(
      '/api/news/getall',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Lists news stories in every state, for the editor', query: NewsAdminQuery },
        },
      },
      async (request) => ok(await news.getAll(validate(NewsAdminQuery, request.query))),
    );

    app.post(
      '/api/news/add',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Adds a news story', body: NewsAddForm, bodyType: 'json' },
        },
      },
      async (request) => ok(await news.add(validate(NewsAddForm, request.body), requireCaller(request).user)),
    );

    app.post(
      '/api/news/edit',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Edits a news story', body: NewsEditForm, bodyType: 'json' },
        },
      },
      async (request) =>
        ok(await news.edit(validate(NewsEditForm, request.body), requireCaller(request).user)),
    );

    app.post(
      '/api/news/delete',
      {
        config: {
          access: 'superAdmin',
          contract: { summary: 'Deletes a news story by id', body: NewsDeleteForm, bodyType: 'form' },
        },
      },
      async (request) => ok(await news.delete(validate(NewsDeleteForm, await readFormFields(request)).id)),
    );

    app.get(
      '/api/news/gettags',
      { config: { access: 'superAdmin', contract: { summary: 'Lists the tags news stories use' } } },
      async () => ok(await news.tags()),
    );

    editorImageRoutes(app, 'news', news, uploads, limits);
  };
}
