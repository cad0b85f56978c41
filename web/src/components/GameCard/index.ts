export { GameArt } from './GameArt';
export { GameCard, GameCardGrid, GameCardGridItem, GameCardSkeleton } from './GameCard';
export {
  GameHero,
  GameHeroSkeleton,
  HeroFact,
  PageTabPanel,
  PageTabs,
} from './GameHero';
export { Fact, GameOverview } from './GameOverview';
export * from './game';
