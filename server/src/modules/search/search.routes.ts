import { SearchAnswer, SearchQuery } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { SearchService } from './search.service.ts';

const search = {
  summary: 'Searches the games, draw games, assets, news and pages the caller may read',
  query: SearchQuery,
  answer: SearchAnswer,
  answersByCaller: true,
} satisfies RouteContract;

/** GET /api/search (issue 29): public; a token adds what its caller may read. */
export function searchRoutes(searchService: SearchService) {
  return async (app: FastifyInstance) => {
    app.get('/api/search', { config: { access: 'public', contract: search } }, async (request) =>
      ok(await searchService.search(validate(search.query, request.query), request.caller?.user ?? null)),
    );
  };
}
