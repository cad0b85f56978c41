export { GameArt, nameHue } from './GameArt';
export { GameCard, GameCardGrid, GameCardGridItem, type GameCardProps, GameCardSkeleton } from './GameCard';
export {
  GameHero,
  type GameHeroProps,
  GameHeroSkeleton,
  HeroFact,
  type PageTab,
  PageTabPanel,
  PageTabs,
} from './GameHero';
export { Fact, GameOverview } from './GameOverview';
export * from './game';
