import { growCatalogue } from './lib/catalogue.ts';
import { defineBenchmark } from './lib/types.ts';

/**
 * Start-up's catalogue call (POST /api/game/all, depth 0) by a signed-in customer, on a catalogue of
 * 2,000 games (see growCatalogue). The answer is served from the serialised cache that every write
 * renews.
 */
export default defineBenchmark({
  name: 'POST /api/game/all (2,000 games, depth 0)',
  request: async (ctx) => {
    await growCatalogue(ctx.api, await ctx.login('sa@demo.test'));
    return {
      method: 'POST',
      path: '/api/game/all',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'consumer-token': await ctx.login('customer@demo.test'),
      },
      body: 'depth=0',
    };
  },
});
