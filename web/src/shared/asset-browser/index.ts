export { directoryQueryOptions, type TreeKind } from './api/directory';
export { DirectoryListing } from './DirectoryListing';
export { useFolderParam } from './hooks/useFolderParam';
export type { TrailEntry } from './rules';
