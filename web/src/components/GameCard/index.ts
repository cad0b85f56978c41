// The card pieces the lists share. A game's own page imports GameHero (tabs) and GameOverview from
// their files, so that the lists do not download the tabs.
export { GameArt } from './GameArt';
export { GameCard, GameCardGrid, GameCardGridItem, GameCardSkeleton } from './GameCard';
export * from './game';
