import type { ContentPage, PageSection } from '@portal/domain/schemas';
import { RichText } from '../../components/RichText';
import { usePageContent } from './api';
import { CallToActionLink } from './ContentHero';
import styles from './content.module.css';

/**
 * A page's sections: title, rich-text body, image and calls to action, image sides alternating. Their
 * titles are level-2 headings, or level 3 where they sit inside a part of a page with its own.
 */
export function PageSectionsView({
  sections,
  headingLevel = 2,
}: {
  sections: readonly PageSection[];
  headingLevel?: 2 | 3;
}) {
  if (sections.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is their identity
          key={index}
          className={section.image ? `${styles.section} ${styles.withImage}` : styles.section}
          aria-label={section.title || undefined}
        >
          <div className={styles.sectionText}>
            {section.title ? <Heading className={styles.sectionTitle}>{section.title}</Heading> : null}
            <RichText html={section.body} size="md" />
            {section.callsToAction.length > 0 ? (
              <div className={styles.sectionActions}>
                {section.callsToAction.map((action) => (
                  <CallToActionLink key={`${action.href}-${action.label}`} action={action} />
                ))}
              </div>
            ) : null}
          </div>
          {section.image ? (
            <img
              className={styles.sectionImage}
              src={section.image.alink ?? section.image.link ?? undefined}
              alt={section.image.alt}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** The sections of a public page's content document, under its main content (nothing until loaded). */
export function ContentSections({ page, headingLevel }: { page: ContentPage; headingLevel?: 2 | 3 }) {
  const content = usePageContent(page);
  return <PageSectionsView sections={content.data?.sections ?? []} headingLevel={headingLevel} />;
}
