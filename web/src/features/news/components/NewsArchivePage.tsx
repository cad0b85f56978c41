import { useQuery } from '@tanstack/react-query';
import { Globe2, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Button, TryAgainButton } from '../../../components/Button';
import { EmptyState } from '../../../components/Page';
import { RenderLater } from '../../../lib/first-screen';
import { usePageReady } from '../../../lib/loading';
import { regionScope } from '../../../lib/region';
import { NewsCard, NewsCardSkeleton } from '../../../shared/news';
import { ContentPageHeader, ContentSections } from '../../../shared/page-content';
import { newsPageQueryOptions } from '../api/get-news';
import { archivePath, pageCount, parsePageNo, STORIES_PER_PAGE, toCategory } from '../archive';
import { useNewsRegions } from '../hooks/useNewsRegions';
import { CategoryChips } from './CategoryChips';
import { FeaturedStory } from './FeaturedStory';
import styles from './NewsPages.module.css';
import { Pagination } from './Pagination';

/**
 * /news-events and /news-events/:pageNo: the featured story first (page 1), then 9 stories a page,
 * newest first, filtered by category chips and, for a signed-in user, the selected regions.
 */
export function NewsArchivePage({ notFound }: { notFound: ReactNode }) {
  const { pageNo } = useParams();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const parsed = parsePageNo(pageNo);
  const page = typeof parsed === 'number' ? parsed : 1;
  const category = toCategory(params.get('category'));
  const regions = useNewsRegions();

  const list = useQuery({
    ...newsPageQueryOptions({
      limit: STORIES_PER_PAGE,
      offset: (page - 1) * STORIES_PER_PAGE,
      category,
      regions,
    }),
    enabled: typeof parsed === 'number',
  });
  const lead = useQuery({
    ...newsPageQueryOptions({ limit: 1, offset: 0, featured: true, category, regions }),
    enabled: parsed === 1,
  });
  usePageReady(!list.isPending || parsed === null);

  if (parsed === 'first') return <Navigate to={`/news-events${search}`} replace />;
  if (parsed === null) return <>{notFound}</>;
  const settled = list.data !== undefined && !list.isPlaceholderData;
  if (settled && page > 1 && (page - 1) * STORIES_PER_PAGE >= list.data.total) return <>{notFound}</>;

  const leadStory = page === 1 ? lead.data?.items[0] : undefined;
  const stories = (list.data?.items ?? []).filter((story) => story.id !== leadStory?.id);
  const total = list.data?.total ?? 0;
  const loading = list.isPending || (page === 1 && lead.isPending);

  return (
    <>
      <ContentPageHeader
        page="newsandeventspage"
        fallback={{
          eyebrow: 'Newsroom',
          title: 'News & Events',
          text: 'Launches, feature releases, press announcements and the trade shows where you can meet the team.',
        }}
      >
        <CategoryChips current={category} />
      </ContentPageHeader>
      <div className={styles.page}>
        {regions ? (
          <p className={styles.regions}>
            <Globe2 aria-hidden="true" /> Stories for {regionScope(regions)}
            {settled && total > 0 ? ` · ${total} ${total === 1 ? 'story' : 'stories'}` : ''}
          </p>
        ) : null}
        {list.isError && !list.data ? (
          <EmptyState
            icon={<Newspaper />}
            title="The stories could not be loaded"
            actions={<TryAgainButton onClick={() => list.refetch()} />}
          >
            <p>Check your connection and try again.</p>
          </EmptyState>
        ) : loading ? (
          <div role="status" className={styles.loading}>
            <span className="visually-hidden">Loading stories…</span>
            <ul className={styles.grid} aria-hidden="true">
              {page === 1 ? <li className={`${styles.leadItem} ${styles.featuredSkeleton}`} /> : null}
              {Array.from({ length: page === 1 ? 4 : 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                <li key={i}>
                  <NewsCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : total === 0 ? (
          <EmptyState
            icon={<Newspaper />}
            title={
              category
                ? `No ${category} stories yet`
                : regions?.length
                  ? 'No stories for your regions yet'
                  : 'No stories yet'
            }
            actions={
              category ? (
                <Button asChild variant="secondary">
                  <Link to={archivePath(1)}>See all stories</Link>
                </Button>
              ) : undefined
            }
          >
            <p>
              {regions?.length
                ? 'Stories for the regions you selected appear here as they are published. Choose more regions with the Regions button at the top of the page.'
                : 'New stories appear here as they are published, with the latest first.'}
            </p>
          </EmptyState>
        ) : (
          <>
            <section aria-label={page > 1 ? `Stories, page ${page}` : 'Latest stories'}>
              <ul className={styles.grid} aria-busy={list.isPlaceholderData || undefined}>
                {leadStory ? (
                  <li className={styles.leadItem}>
                    <FeaturedStory story={leadStory} />
                  </li>
                ) : null}
                {/* On a first visit, the cards a frame after the lead story (decision 044). */}
                <RenderLater>
                  {stories.map((story) => (
                    <li key={story.id}>
                      <NewsCard story={story} headingLevel={2} />
                    </li>
                  ))}
                </RenderLater>
              </ul>
            </section>
            <Pagination page={page} count={pageCount(total)} category={category} />
          </>
        )}
      </div>
      <RenderLater>
        <ContentSections page="newsandeventspage" />
      </RenderLater>
    </>
  );
}
