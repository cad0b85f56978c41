import type { NewsStory } from '@portal/domain/schemas';
import type { ReactNode } from 'react';
import { RichText } from '../../components/RichText';
import styles from './news.module.css';
import { CategoryLabel, EventDetails, StoryCover, storyDate } from './story-parts';

/**
 * One story as its public page shows it: category and date, title, summary, cover, event details
 * and body. The admin editor's preview shows the same component with the story being edited.
 */
export function NewsArticle({ story, back }: { story: Omit<NewsStory, 'id'>; back?: ReactNode }) {
  return (
    <article className={styles.article}>
      <header className={styles.articleHeader}>
        <div className={styles.articleHeaderInner}>
          {back ? <div className={styles.back}>{back}</div> : null}
          <p className={styles.meta}>
            <CategoryLabel category={story.category} onDark />
            <time dateTime={story.publishAt} className={styles.metaOnDark}>
              {storyDate(story.publishAt)}
            </time>
          </p>
          <h1 className={styles.articleTitle}>{story.title}</h1>
          {story.summary ? <p className={styles.articleSummary}>{story.summary}</p> : null}
        </div>
      </header>
      <div className={styles.articleBody}>
        {story.cover ? (
          <StoryCover
            cover={story.cover}
            category={story.category}
            sizes="(max-width: 820px) 100vw, 820px"
            eager
            className={styles.articleCover}
          />
        ) : null}
        {story.event ? <EventDetails event={story.event} /> : null}
        <RichText html={story.body} />
        {story.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {story.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** The shimmer of a story while it loads. */
export function NewsArticleSkeleton() {
  return (
    <div className={styles.article} role="status">
      <span className="visually-hidden">Loading the story…</span>
      <div className={styles.articleHeader} aria-hidden="true">
        <div className={styles.articleHeaderInner}>
          <span className={`${styles.shimmerDark} ${styles.lineShort}`} />
          <span className={`${styles.shimmerDark} ${styles.lineHeading}`} />
          <span className={`${styles.shimmerDark} ${styles.line}`} />
        </div>
      </div>
      <div className={styles.articleBody} aria-hidden="true">
        <div className={`${styles.shimmer} ${styles.articleCover}`} />
        <span className={`${styles.shimmer} ${styles.line}`} />
        <span className={`${styles.shimmer} ${styles.line}`} />
        <span className={`${styles.shimmer} ${styles.lineShort}`} />
      </div>
    </div>
  );
}
