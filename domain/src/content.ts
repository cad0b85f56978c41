import type { ContentImageRef, PageHero } from './schemas/content';

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

/** A page document's image slots, as stored: the hero's, each section's and each module's. */
export interface PageDocumentImages {
  hero: { image: ContentImageRef | null };
  sections: { image: ContentImageRef | null }[];
  modules?: { image: ContentImageRef | null }[];
}

/**
 * Every image a page document points at, with the field that holds it (for a 400 naming it). The
 * images a live page uses are the ones visitors may see (decision 095).
 */
export function pageImages(document: PageDocumentImages): { field: string; id: number }[] {
  const images: { field: string; id: number }[] = [];
  if (document.hero.image) images.push({ field: 'hero.image', id: document.hero.image.id });
  document.sections.forEach((section, index) => {
    if (section.image) images.push({ field: `sections.${index}.image`, id: section.image.id });
  });
  document.modules?.forEach((module, index) => {
    if (module.image) images.push({ field: `modules.${index}.image`, id: module.image.id });
  });
  return images;
}
