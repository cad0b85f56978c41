export { contentKeys, contentQueryOptions, usePageContent } from './api';
export { CallToActionLink, ContentPageHeader, HeroTitle, PageHeroView } from './ContentHero';
export { ContentSections, PageSectionsView } from './ContentSections';
export { HomeHeroView, SectionCards } from './HomeHero';
export { PromotionalModules } from './PromotionalModules';
