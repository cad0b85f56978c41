import type { PromotionalToolModule } from '@portal/domain/schemas';
import { Megaphone } from 'lucide-react';
import { CallToActionLink } from './ContentHero';
import styles from './promotional.module.css';

/**
 * The promotional-tool modules (the promotional-tools page holds them; the homepage picks some): an
 * image, a title, a line of text and an optional call to action each.
 */
export function PromotionalModules({
  modules,
  headingLevel = 3,
}: {
  modules: readonly PromotionalToolModule[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.modules}>
      {modules.map((module) => {
        const image = module.image?.alink ?? module.image?.link;
        return (
          <li key={module.key} className={styles.module}>
            {image ? (
              <img
                className={styles.image}
                src={image}
                alt={module.image?.alt ?? ''}
                loading="lazy"
                decoding="async"
                width={1200}
                height={400}
              />
            ) : (
              <div className={`${styles.image} ${styles.imageDrawn}`} aria-hidden="true">
                <Megaphone />
              </div>
            )}
            <div className={styles.body}>
              <Heading className={styles.title}>{module.title}</Heading>
              <p className={styles.text}>{module.text}</p>
              {module.callToAction ? (
                <div>
                  <CallToActionLink action={module.callToAction} size="sm" />
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
