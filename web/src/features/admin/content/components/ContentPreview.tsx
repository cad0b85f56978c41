import { useWatch } from 'react-hook-form';
import { HomeHeroView, PageHeroView, PageSectionsView, SectionCards } from '../../../../shared/page-content';
import type { DocumentValues } from '../document';
import styles from './ContentEditor.module.css';

/** The page as visitors will see it, drawn from the form as it is typed. */
export function ContentPreview({ home }: { home: boolean }) {
  const hero = useWatch<DocumentValues, 'hero'>({ name: 'hero' });
  const sections = useWatch<DocumentValues, 'sections'>({ name: 'sections' });
  const shownHero = { ...hero, title: hero.title || 'Untitled page' };
  return (
    <section className={styles.previewPanel} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.panelTitle}>
        Live preview
      </h2>
      {/* The preview is a picture of the page: its links and buttons are not for use here. */}
      <div className={styles.previewFrame} inert>
        {home ? (
          <>
            <HomeHeroView hero={shownHero} />
            {sections.length > 0 ? (
              <div className={styles.previewCards}>
                <SectionCards sections={sections} />
              </div>
            ) : null}
          </>
        ) : (
          <>
            <PageHeroView hero={shownHero} />
            <PageSectionsView sections={sections} />
          </>
        )}
      </div>
    </section>
  );
}
