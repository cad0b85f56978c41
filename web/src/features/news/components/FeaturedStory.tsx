import type { NewsSummary } from '@portal/domain/schemas';
import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryLabel, StoryCover, storyDate, storyPath } from '../../../shared/news';
import styles from './NewsPages.module.css';

/** The featured story at the head of the archive: a wide card with a large cover. */
export function FeaturedStory({ story }: { story: NewsSummary }) {
  return (
    <article className={styles.featured} aria-labelledby={`featured-${story.id}`}>
      <StoryCover
        cover={story.cover}
        category={story.category}
        sizes="(max-width: 768px) 100vw, 700px"
        eager
        className={styles.featuredCover}
      />
      <div className={styles.featuredBody}>
        <p className={styles.featuredFlag}>
          <Star aria-hidden="true" /> Featured
        </p>
        <p className={styles.featuredMeta}>
          <CategoryLabel category={story.category} />
          <time dateTime={story.publishAt}>{storyDate(story.publishAt)}</time>
        </p>
        <h2 id={`featured-${story.id}`} className={styles.featuredTitle}>
          <Link to={storyPath(story.id)} className={styles.featuredLink}>
            {story.title}
          </Link>
        </h2>
        {story.summary ? <p className={styles.featuredSummary}>{story.summary}</p> : null}
        <span className={styles.featuredMore} aria-hidden="true">
          Read the story <ArrowRight />
        </span>
      </div>
    </article>
  );
}
