import { tenThousandItemListing } from './lib/big-folder.ts';
import { defineBenchmark } from './lib/types.ts';

/**
 * The same 10,000-item listing as a browser asks for it (Accept-Encoding: gzip): the portal gzips
 * each answer; the baseline replays the gzipped bytes.
 */
export default defineBenchmark({
  name: 'GET /api/asset/directory (10,000 items, gzip)',
  request: (ctx) => tenThousandItemListing(ctx, { 'accept-encoding': 'gzip' }),
});
