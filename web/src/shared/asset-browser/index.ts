export { DirectoryListing } from './DirectoryListing';
export type { TrailEntry } from './rules';
