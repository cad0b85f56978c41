import {
  Deleted,
  NewsAddForm,
  NewsAdminQuery,
  NewsAnswer,
  NewsDeleteForm,
  NewsEditForm,
  NewsGetQuery,
  NewsRestoreForm,
  NewsRevision,
  NewsRevisionsQuery,
  NewsStory,
  NewsTag,
} from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCached } from '../../lib/answer-cache.ts';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads } from '../assets/asset-uploads.service.ts';
import { readFormFields, type UploadLimits } from '../assets/uploads.ts';
import { editorImageRoutes } from './editor-images.routes.ts';
import type { NewsService } from './news.service.ts';

// Kept serialised, with an ETag, and gzipped for clients that accept it.
const readNews = {
  summary: 'Lists live news stories, by id, tag, featured, regions or page',
  query: NewsGetQuery,
  answer: NewsAnswer,
  failures: [404],
  alsoAnswers: [304],
} satisfies RouteContract;
const readAllNews = {
  summary: 'Lists news stories in every state, for the editor',
  query: NewsAdminQuery,
  answer: NewsAnswer,
  failures: [404],
} satisfies RouteContract;
const addStory = {
  summary: 'Adds a news story',
  body: NewsAddForm,
  bodyType: 'json',
  answer: NewsStory,
} satisfies RouteContract;
const editStory = {
  summary: 'Edits a news story',
  body: NewsEditForm,
  bodyType: 'json',
  answer: NewsStory,
  failures: [404, 409],
} satisfies RouteContract;
const deleteStory = {
  summary: 'Deletes a news story by id',
  body: NewsDeleteForm,
  bodyType: 'form',
  answer: Deleted,
  failures: [404],
} satisfies RouteContract;
const listRevisions = {
  summary: 'Lists the saved revisions of a news story',
  query: NewsRevisionsQuery,
  answer: z.array(NewsRevision),
  failures: [404],
} satisfies RouteContract;
const restoreRevision = {
  summary: 'Restores a news story to a saved revision',
  body: NewsRestoreForm,
  bodyType: 'json',
  answer: NewsStory,
  failures: [404, 409],
} satisfies RouteContract;
const listTags = {
  summary: 'Lists the tags news stories use',
  answer: z.array(NewsTag),
} satisfies RouteContract;

/**
 * SPEC §7 'News': news/get is public (live stories only); add, edit, delete, gettags and
 * getstoredassets are SA. Additions: news/getall (the SA's list, every state) and news/putasset
 * (an image upload into the news tree, for the editor's picker), news/revisions and news/restore.
 */
export function newsRoutes(news: NewsService, uploads: AssetUploads, limits: UploadLimits) {
  return async (app: FastifyInstance) => {
    app.get('/api/news/get', { config: { access: 'public', contract: readNews } }, async (request, reply) =>
      sendCached(request, reply, await news.getAnswer(validate(readNews.query, request.query))),
    );

    app.get(
      '/api/news/getall',
      { config: { access: 'superAdmin', contract: readAllNews } },
      async (request) => ok(await news.getAll(validate(readAllNews.query, request.query))),
    );

    app.post('/api/news/add', { config: { access: 'superAdmin', contract: addStory } }, async (request) =>
      ok(await news.add(validate(addStory.body, request.body), requireCaller(request).user)),
    );

    app.post('/api/news/edit', { config: { access: 'superAdmin', contract: editStory } }, async (request) =>
      ok(await news.edit(validate(editStory.body, request.body), requireCaller(request).user)),
    );

    app.post(
      '/api/news/delete',
      { config: { access: 'superAdmin', contract: deleteStory } },
      async (request) =>
        ok(
          await news.delete(
            validate(deleteStory.body, await readFormFields(request)).id,
            requireCaller(request).user,
          ),
        ),
    );

    app.get('/api/news/gettags', { config: { access: 'superAdmin', contract: listTags } }, async () =>
      ok(await news.tags()),
    );

    app.get(
      '/api/news/revisions',
      { config: { access: 'superAdmin', contract: listRevisions } },
      async (request) => ok(await news.revisions(validate(listRevisions.query, request.query))),
    );

    app.post(
      '/api/news/restore',
      { config: { access: 'superAdmin', contract: restoreRevision } },
      async (request) =>
        ok(await news.restore(validate(restoreRevision.body, request.body), requireCaller(request).user)),
    );

    editorImageRoutes(app, 'news', news, uploads, limits);
  };
}
