import { parseId } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button, TryAgainButton } from '../../../components/Button';
import { EmptyState } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import { NewsArticle, NewsArticleSkeleton, NewsCard } from '../../../shared/news';
import { newsPageQueryOptions, newsStoryQueryOptions } from '../api/get-news';
import { useNewsRegions } from '../hooks/useNewsRegions';
import styles from './NewsPages.module.css';

const RELATED_COUNT = 3;

/** Other live stories of the same category (in the reader's regions), newest first. */
function RelatedStories({
  id,
  category,
}: {
  id: number;
  category: Parameters<typeof newsPageQueryOptions>[0]['category'];
}) {
  const regions = useNewsRegions();
  const related = useQuery(newsPageQueryOptions({ limit: RELATED_COUNT + 1, offset: 0, category, regions }));
  const stories = (related.data?.items ?? []).filter((story) => story.id !== id).slice(0, RELATED_COUNT);
  if (stories.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.relatedTitle}>
        More {category} stories
      </h2>
      <ul className={styles.grid}>
        {stories.map((story) => (
          <li key={story.id}>
            <NewsCard story={story} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const backLink = (
  <Link to="/news-events">
    <ArrowLeft aria-hidden="true" /> All news and events
  </Link>
);

/** /news-events/post/:id: one live story; a missing, draft or scheduled id is the not-found page. */
export function NewsStoryPage({ notFound }: { notFound: ReactNode }) {
  const { id: idParam } = useParams();
  const id = parseId(idParam ?? '');
  const story = useQuery({ ...newsStoryQueryOptions(id ?? 0), enabled: id !== null });
  usePageReady(id === null || !story.isPending);

  const title = story.data?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (id === null || story.data === null) return <>{notFound}</>;
  if (story.isError) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<Newspaper />}
          title="This story could not be loaded"
          actions={
            <>
              <TryAgainButton onClick={() => story.refetch()} />
              <Button asChild variant="ghost">
                {backLink}
              </Button>
            </>
          }
        >
          <p>Check your connection and try again.</p>
        </EmptyState>
      </div>
    );
  }
  if (!story.data) return <NewsArticleSkeleton />;
  return (
    <>
      <NewsArticle story={story.data} back={backLink} />
      <div className={styles.storyFooter}>
        <RelatedStories id={story.data.id} category={story.data.category} />
        <p className={styles.backRow}>
          <Button asChild variant="secondary">
            {backLink}
          </Button>
        </p>
      </div>
    </>
  );
}
