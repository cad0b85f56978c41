import { defineBenchmark } from './lib/types.ts';
import { ensureNewsStories } from './news/stories.ts';

/** The homepage's document as a visitor loads it, with its featured stories resolved. */
export default defineBenchmark({
  name: 'GET /api/content/gethomepage',
  request: async (ctx) => {
    await ensureNewsStories(ctx);
    return { method: 'GET', path: '/api/content/gethomepage' };
  },
});
