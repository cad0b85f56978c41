import { tenThousandItemListing } from './lib/big-folder.ts';
import { defineBenchmark } from './lib/types.ts';

/**
 * Listing a folder of 10,000 files (issue 4): one directory call answers every child with its
 * counts, as JSON without compression (what the baseline replays).
 */
export default defineBenchmark({
  name: 'GET /api/asset/directory (10,000 items)',
  request: (ctx) => tenThousandItemListing(ctx),
});
