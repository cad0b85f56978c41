import type { NewsSummary } from '@portal/domain/schemas';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import styles from './news.module.css';
import { CategoryLabel, eventDates, StoryCover, storyDate } from './story-parts';

export function storyPath(id: number): string {
  return `/news-events/post/${id}`;
}

/** A story in a list: cover, category, date, title (the link), summary; events show their dates. */
export function NewsCard({ story, headingLevel = 3 }: { story: NewsSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <StoryCover
        cover={story.cover}
        category={story.category}
        sizes="(max-width: 768px) 100vw, 380px"
        className={styles.cardCover}
      />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <CategoryLabel category={story.category} />
          <time dateTime={story.publishAt}>{storyDate(story.publishAt)}</time>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={storyPath(story.id)} className={styles.cardLink}>
            {story.title}
          </Link>
        </Heading>
        {story.summary ? <p className={styles.cardSummary}>{story.summary}</p> : null}
        {story.event ? (
          <p className={styles.cardEvent}>
            <CalendarDays aria-hidden="true" /> {eventDates(story.event)} · {story.event.place}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The shimmer of a card while the list loads. */
export function NewsCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.cardCover} ${styles.shimmer}`} />
      <div className={styles.cardBody}>
        <span className={`${styles.shimmer} ${styles.lineShort}`} />
        <span className={`${styles.shimmer} ${styles.lineTitle}`} />
        <span className={`${styles.shimmer} ${styles.line}`} />
        <span className={`${styles.shimmer} ${styles.line}`} />
      </div>
    </div>
  );
}
