export { directoryQueryOptions, type TreeKind } from './api/directory';
export { DirectoryListing } from './DirectoryListing';
export type { TrailEntry } from './rules';
