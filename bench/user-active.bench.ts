import { defineBenchmark } from './lib/types.ts';

/** The signed-in start-up call: token check (signature, expiry, live session) and the user row. */
export default defineBenchmark({
  name: 'GET /api/user/active',
  request: async (ctx) => ({
    method: 'GET',
    path: '/api/user/active',
    headers: { 'consumer-token': await ctx.login('sa@demo.test') },
  }),
});
