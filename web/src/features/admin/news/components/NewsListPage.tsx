import { NEWS_CATEGORIES, type NewsCategory } from '@portal/domain';
import { NEWS_STATES, type NewsState, type NewsSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Newspaper, Star, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { withAlerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import {
  AddLink,
  type AdminColumn,
  AdminPageHeader,
  AdminTable,
  actionsColumn,
  ConfirmDialog,
  EditLink,
  nameLinkColumn,
} from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { useDeleteNews } from '../api/delete-news';
import { adminNewsQueryOptions } from '../api/get-all-news';
import { publishTime, regionsSummary, STATE_LABELS } from '../format';
import styles from './AdminNews.module.css';

const PAGE_SIZE = 20;

function StateBadge({ state }: { state: NewsState }) {
  return <span className={`${styles.state} ${styles[state]}`}>{STATE_LABELS[state]}</span>;
}

function RowActions({ story }: { story: NewsSummary }) {
  const remove = useDeleteNews();
  return (
    <div className={styles.rowActions}>
      <EditLink to={`/admin/news-and-events/edit/${story.id}`} name={`“${story.title}”`} />
      {story.state === 'published' ? (
        <Button asChild size="sm" variant="ghost">
          <a
            href={`/news-events/post/${story.id}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`View “${story.title}” on the site (opens a new tab)`}
          >
            <ExternalLink aria-hidden="true" /> View
          </a>
        </Button>
      ) : null}
      <ConfirmDialog
        title={`Delete “${story.title}”?`}
        description="The story is removed from the site and from this list. This cannot be undone."
        confirmLabel="Delete story"
        tone="danger"
        onConfirm={() =>
          withAlerts(
            () => remove.mutateAsync(story.id),
            'The story was deleted.',
            'The story could not be deleted.',
          )
        }
        trigger={
          <Button size="sm" variant="ghost" aria-label={`Delete “${story.title}”`} className={styles.danger}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </div>
  );
}

const COLUMNS: AdminColumn<NewsSummary>[] = [
  nameLinkColumn({
    key: 'title',
    header: 'Title',
    name: (story) => story.title,
    to: (story) => `/admin/news-and-events/edit/${story.id}`,
    linkClassName: styles.titleLink,
  }),
  {
    key: 'state',
    header: 'Status',
    sortValue: (story) => story.state,
    cell: (story) => <StateBadge state={story.state} />,
  },
  {
    key: 'category',
    header: 'Category',
    sortValue: (story) => story.category,
    cell: (story) => story.category,
  },
  { key: 'regions', header: 'Regions', cell: (story) => regionsSummary(story.regions) },
  {
    key: 'featured',
    header: 'Featured',
    sortValue: (story) => (story.featured ? 0 : 1),
    cell: (story) =>
      story.featured ? (
        <span className={styles.featured}>
          <Star aria-hidden="true" /> Featured
        </span>
      ) : (
        <span className={styles.muted}>No</span>
      ),
  },
  {
    key: 'publishAt',
    header: 'Publish date',
    sortValue: (story) => story.publishAt,
    cell: (story) => <time dateTime={story.publishAt}>{publishTime(story.publishAt)}</time>,
  },
  actionsColumn((story) => <RowActions story={story} />),
];

const STATE_OPTIONS = [
  { value: '', label: 'Any status' },
  ...NEWS_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
];
const CATEGORY_OPTIONS = [
  { value: '', label: 'Any category' },
  ...NEWS_CATEGORIES.map((category) => ({ value: category, label: category })),
];
const FEATURED_OPTIONS = [
  { value: '', label: 'Featured or not' },
  { value: 'true', label: 'Featured only' },
  { value: 'false', label: 'Not featured' },
];

/** /admin/news-and-events: every story, with its status, and search and filters over all of them. */
export default function NewsListPage() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [category, setCategory] = useState('');
  const [featured, setFeatured] = useState('');
  const [page, setPage] = useState(0);
  const searched = useDeferredValue(search.trim());

  const list = useQuery(
    adminNewsQueryOptions({
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
      search: searched || undefined,
      state: (state || undefined) as NewsState | undefined,
      category: (category || undefined) as NewsCategory | undefined,
      featured: featured === '' ? undefined : featured === 'true',
    }),
  );
  const total = list.data?.total ?? 0;
  const first = page * PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * PAGE_SIZE);
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(0);
  };

  const writeStory = <AddLink to="/admin/news-and-events/add">Write a story</AddLink>;

  return (
    <div>
      <AdminPageHeader
        title="News & Events"
        lead="Stories and events for the News & Events pages and the homepage. Drafts and scheduled stories stay hidden until their time."
        actions={writeStory}
      />
      {list.isError && !list.data ? (
        <div className={styles.loadError} role="alert">
          <p>{toFailure(list.error).message || 'The stories could not be loaded.'}</p>
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <AdminTable
          caption="Stories"
          rows={list.data?.items}
          rowKey={(story) => story.id}
          columns={COLUMNS}
          loading={list.isPending}
          search={{
            value: search,
            onChange: filter(setSearch),
            label: 'Search stories',
            placeholder: 'Search titles, summaries and tags',
          }}
          filters={[
            {
              id: 'state',
              label: 'Status',
              value: state,
              onChange: filter(setState),
              options: STATE_OPTIONS,
            },
            {
              id: 'category',
              label: 'Category',
              value: category,
              onChange: filter(setCategory),
              options: CATEGORY_OPTIONS,
            },
            {
              id: 'featured',
              label: 'Featured',
              value: featured,
              onChange: filter(setFeatured),
              options: FEATURED_OPTIONS,
            },
          ]}
          empty={{
            icon: <Newspaper />,
            title: 'No stories yet',
            text: 'Write the first story: a launch, a feature release, a press release or an event.',
            action: writeStory,
          }}
          onClearFilters={() => {
            setSearch('');
            setState('');
            setCategory('');
            setFeatured('');
            setPage(0);
          }}
          footer={
            total > 0 ? (
              <>
                <span role="status">
                  {first}–{last} of {total} {total === 1 ? 'story' : 'stories'}
                </span>
                {total > PAGE_SIZE ? (
                  <span className={styles.paging}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={page === 0}
                      onClick={() => setPage(page - 1)}
                    >
                      Previous
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={last >= total}
                      onClick={() => setPage(page + 1)}
                    >
                      Next
                    </Button>
                  </span>
                ) : null}
              </>
            ) : null
          }
        />
      )}
    </div>
  );
}
