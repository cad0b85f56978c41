import { NEWS_CATEGORIES, type NewsCategory } from '@portal/domain';
import { NEWS_STATES, type NewsState, type NewsSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Newspaper, Star, Trash2 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { withAlerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import {
  AddLink,
  type AdminColumn,
  AdminPageHeader,
  actionsColumn,
  ConfirmDialog,
  EditLink,
  nameLinkColumn,
} from '../../../../components/form';
import { formatDate, regionsText, useListParams } from '../../../../shared/admin';
import { AdminList } from '../../../../shared/admin/AdminList';
import { useDeleteNews } from '../api/delete-news';
import { adminNewsQueryOptions } from '../api/get-all-news';
import { STATE_LABELS } from '../format';
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
  {
    key: 'regions',
    header: 'Regions',
    cell: (story) => regionsText(story.regions, { max: 2, shown: 1, empty: 'Everywhere' }),
  },
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
    cell: (story) => <time dateTime={story.publishAt}>{formatDate(story.publishAt, 'dayTime')}</time>,
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

const FILTERS = ['state', 'category', 'featured'] as const;

const isNewsState = (value: string): value is NewsState => NEWS_STATES.some((state) => state === value);
const isNewsCategory = (value: string): value is NewsCategory =>
  NEWS_CATEGORIES.some((category) => category === value);

/** /admin/news-and-events: every story, with its status, and search and filters over all of them. */
export default function NewsListPage() {
  const list = useListParams({ filters: FILTERS });
  const searched = useDeferredValue(list.search.trim());
  const state = list.value('state');
  const category = list.value('category');
  const featured = list.value('featured');
  const stories = useQuery(
    adminNewsQueryOptions({
      limit: PAGE_SIZE,
      offset: list.page * PAGE_SIZE,
      search: searched || undefined,
      state: isNewsState(state) ? state : undefined,
      category: isNewsCategory(category) ? category : undefined,
      featured: featured === '' ? undefined : featured === 'true',
    }),
  );

  const writeStory = <AddLink to="/admin/news-and-events/add">Write a story</AddLink>;

  return (
    <div>
      <AdminPageHeader
        title="News & Events"
        lead="Stories and events for the News & Events pages and the homepage. Drafts and scheduled stories stay hidden until their time."
        actions={writeStory}
      />
      <AdminList
        caption="Stories"
        query={stories}
        rows={stories.data?.items}
        params={list}
        columns={COLUMNS}
        noun="story"
        plural="stories"
        count={{ pageSize: PAGE_SIZE, matching: stories.data?.total ?? 0 }}
        search={{ label: 'Search stories', placeholder: 'Search titles, summaries and tags' }}
        filters={[
          { id: 'state', label: 'Status', options: STATE_OPTIONS },
          { id: 'category', label: 'Category', options: CATEGORY_OPTIONS },
          { id: 'featured', label: 'Featured', options: FEATURED_OPTIONS },
        ]}
        empty={{
          icon: <Newspaper />,
          title: 'No stories yet',
          text: 'Write the first story: a launch, a feature release, a press release or an event.',
          action: writeStory,
        }}
      />
    </div>
  );
}
