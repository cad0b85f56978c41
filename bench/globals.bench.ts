import { defineBenchmark } from './lib/types.ts';

/** The first call of every page load: public, no token. */
export default defineBenchmark({
  name: 'GET /api/globals/all',
  request: () => ({ method: 'GET', path: '/api/globals/all' }),
});
