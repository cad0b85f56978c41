export { GameArt, nameHue } from './GameArt';
export { GameCard, GameCardGrid, GameCardGridItem, type GameCardProps, GameCardSkeleton } from './GameCard';
export { GameHero, type GameHeroProps, GameHeroSkeleton, HeroFact, type PageTab, PageTabs } from './GameHero';
export * from './game';
