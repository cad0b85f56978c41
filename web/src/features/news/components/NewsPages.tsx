import { NEWS_CATEGORIES } from '@portal/domain';
import { ArrowLeft, Newspaper } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Container, EmptyState, PageHeader } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import styles from './NewsPages.module.css';

/** /news-events and /news-events/:pageNo: the news archive. */
export function NewsArchivePage() {
  usePageReady();
  const { pageNo } = useParams();
  const page = Number(pageNo ?? '1') || 1;
  return (
    <>
      <PageHeader
        eyebrow="Newsroom"
        title="News & Events"
        lead="Launches, feature releases, press announcements and the trade shows where you can meet the team."
      >
        <ul className={styles.categories} aria-label="Categories">
          {NEWS_CATEGORIES.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
      </PageHeader>
      <Container>
        <EmptyState
          icon={<Newspaper />}
          title={page > 1 ? `Page ${page} of the archive is empty` : 'No stories yet'}
        >
          <p>
            New stories appear here as they are published, with the latest first. Stories for your regions are
            shown when you are signed in.
          </p>
        </EmptyState>
      </Container>
    </>
  );
}

/** /news-events/post/:id: one story. */
export function NewsSinglePage() {
  usePageReady();
  return (
    <>
      <PageHeader eyebrow="Newsroom" title="News & Events" />
      <Container narrow>
        <EmptyState
          icon={<Newspaper />}
          title="This story is not available"
          actions={
            <Button asChild variant="secondary">
              <Link to="/news-events">
                <ArrowLeft aria-hidden="true" /> All news and events
              </Link>
            </Button>
          }
        >
          <p>It may have been withdrawn, or it is only shown in other regions.</p>
        </EmptyState>
      </Container>
    </>
  );
}
