import type { ContentAnswer, ContentPage, HomepageDocument, PageDocument } from '@portal/domain/schemas';

/** What a page editor's form holds: the document, with the homepage's picks when it is the homepage. */
export type DocumentValues = PageDocument &
  Partial<Pick<HomepageDocument, 'featuredGameIds' | 'featuredNewsIds' | 'promotionalToolModuleIds'>>;

/** The document part of a get{page} answer (without revision, update time and resolved picks). */
export function toDocument(answer: ContentAnswer<ContentPage>): DocumentValues {
  const document: DocumentValues = { hero: answer.hero, sections: answer.sections };
  if (answer.page === 'homepage') {
    const home = answer as ContentAnswer<'homepage'>;
    document.featuredGameIds = home.featuredGameIds;
    document.featuredNewsIds = home.featuredNewsIds;
    document.promotionalToolModuleIds = home.promotionalToolModuleIds;
  }
  return document;
}

export const EMPTY_SECTION: PageDocument['sections'][number] = {
  title: '',
  body: '',
  image: null,
  callsToAction: [],
};
