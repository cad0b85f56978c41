import type { PageHero } from './schemas/content';

/**
 * The homepage's hero before an editor writes one: the server's default document starts with it, and
 * the home page shows it if that document cannot load.
 */
export const DEFAULT_HOME_HERO: PageHero = {
  eyebrow: 'Lottery games studio',
  title: 'Games your players love, ready for your market.',
  highlight: 'love',
  text: 'Explore our eInstant and draw games, play the demos, download launch materials and see what is coming next in your regions.',
  image: null,
  callsToAction: [
    { label: 'Explore eInstant games', href: '/games', style: 'primary' },
    { label: 'See draw games', href: '/draw-games', style: 'secondary' },
  ],
};
