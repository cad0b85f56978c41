import { defineBenchmark } from './lib/types.ts';
import { ensureNewsStories } from './news/stories.ts';

/** The News & Events archive's first page as a visitor asks for it: nine live stories and the total. */
export default defineBenchmark({
  name: 'GET /api/news/get?limit=9',
  request: async (ctx) => {
    await ensureNewsStories(ctx);
    return { method: 'GET', path: '/api/news/get?limit=9&offset=0&loc=%2Fnews-events' };
  },
});
