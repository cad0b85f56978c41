export { DirectoryListing, type DirectoryListingProps, type HeroFolder } from './DirectoryListing';
export type { TrailEntry } from './rules';
