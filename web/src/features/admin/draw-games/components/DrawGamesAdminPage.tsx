import { parseId } from '@portal/domain';
import type { DrawGameDetail, DrawGameKind } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ticket } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import {
  AddLink,
  type AdminColumn,
  AdminPageHeader,
  actionsColumn,
  EditLink,
  nameLinkColumn,
  type SortState,
  thumbnailColumn,
} from '../../../../components/form';
import { formatDate, Loaded, LoadProblem, useListParams } from '../../../../shared/admin';
import styles from '../../../../shared/admin/AdminGames.module.css';
import { AdminList } from '../../../../shared/admin/AdminList';
import { adminDrawListQueryOptions } from '../api';
import { DrawGameEditor } from './DrawGameEditor';

interface KindInfo {
  kind: DrawGameKind;
  path: string;
  title: string;
  noun: string;
  lead: string;
}

const KINDS: KindInfo[] = [
  {
    kind: 'popular',
    path: '/admin/draw_games/popular-draw-games',
    title: 'Popular Draw Games',
    noun: 'draw game',
    lead: 'The big national and state draws: jackpots, draw days, odds and prices.',
  },
  {
    kind: 'frequency',
    path: '/admin/draw_games/high-frequency-draw-games',
    title: 'High Frequency Draw Games',
    noun: 'draw game',
    lead: 'Fast draws every few minutes, with their channels and highlights.',
  },
  {
    kind: 'enhanced',
    path: '/admin/draw_games/enhanced-features',
    title: 'Enhanced Features',
    noun: 'feature',
    lead: 'Add-ons that work with the draw games, and what they bring.',
  },
];

const backLink = (
  <Link to="/admin/draw_games">
    <ArrowLeft aria-hidden="true" /> Draw games
  </Link>
);

/** /admin/draw_games: the three kinds, each with how many items it has and how many are live. */
function KindCard({ info }: { info: KindInfo }) {
  const list = useQuery(adminDrawListQueryOptions(info.kind));
  const live = list.data?.filter((item) => item.live).length ?? 0;
  return (
    <li className={styles.card}>
      <h2>
        <Link to={info.path} className={styles.titleLink}>
          {info.title}
        </Link>
      </h2>
      <p className={styles.hint}>{info.lead}</p>
      {list.isError ? (
        <LoadProblem
          what={`The ${info.title.toLowerCase()}`}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <p>{list.isPending ? 'Counting…' : `${list.data.length} in all, ${live} live`}</p>
      )}
    </li>
  );
}

function Overview() {
  return (
    <>
      <AdminPageHeader
        title="Draw Games"
        lead="Popular draw games, high-frequency draw games and enhanced features: their items and the copy the draw games page shows for each."
      />
      <ul className={styles.kinds}>
        {KINDS.map((info) => (
          <KindCard key={info.kind} info={info} />
        ))}
      </ul>
    </>
  );
}

const COLUMNS: AdminColumn<DrawGameDetail>[] = [
  thumbnailColumn((item) => item.assets, <Ticket />),
  nameLinkColumn({
    name: (item) => item.name,
    to: (item) => `?edit=${item.id}`,
    linkClassName: styles.titleLink,
  }),
  {
    key: 'live',
    header: 'State',
    sortValue: (item) => (item.live ? 0 : 1),
    cell: (item) => (
      <span className={`${styles.state} ${item.live ? styles.live : styles.inactive}`}>
        {item.live ? 'Live' : 'Not live'}
      </span>
    ),
  },
  {
    key: 'updated',
    header: 'Last changed',
    sortValue: (item) => item.updatedAt,
    cell: (item) => <time dateTime={item.updatedAt}>{formatDate(item.updatedAt, 'day')}</time>,
  },
  actionsColumn((item) => <EditLink to={`?edit=${item.id}`} name={item.name} />),
];

const NO_FILTERS = [] as const;
const FIRST_SORT: SortState = { key: 'name', direction: 'ascending' };

/** One kind: its list and the add and edit form (?add, ?edit=id); its page's copy is a content page. */
function KindPage({ info }: { info: KindInfo }) {
  const [params, setParams] = useSearchParams();
  const listParams = useListParams({ filters: NO_FILTERS, sort: FIRST_SORT });
  const list = useQuery(adminDrawListQueryOptions(info.kind));
  const editId = params.has('edit') ? parseId(params.get('edit')) : null;
  const adding = params.has('add');
  const close = () => setParams({});

  if (adding || params.has('edit')) {
    return (
      <>
        <AdminPageHeader
          title={
            adding
              ? `Add a ${info.noun}`
              : (list.data?.find((item) => item.id === editId)?.name ?? `Edit ${info.noun}`)
          }
          back={
            <Link to={info.path}>
              <ArrowLeft aria-hidden="true" /> {info.title}
            </Link>
          }
        />
        {adding ? (
          <DrawGameEditor kind={info.kind} noun={info.noun} onDone={close} />
        ) : (
          <Loaded query={list} missing={editId === null} what={`The ${info.noun}`} loading="Loading…">
            {(items) => {
              const editing = items.find((item) => item.id === editId);
              return editing ? (
                <DrawGameEditor
                  key={editing.id}
                  kind={info.kind}
                  noun={info.noun}
                  item={editing}
                  onDone={close}
                />
              ) : (
                <LoadProblem what={`The ${info.noun}`} missing />
              );
            }}
          </Loaded>
        )}
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title={info.title}
        lead={info.lead}
        back={backLink}
        actions={<AddLink to="?add">Add a {info.noun}</AddLink>}
      />
      <div className={styles.form}>
        <AdminList
          caption={info.title}
          query={list}
          rows={list.data}
          params={listParams}
          columns={COLUMNS}
          noun={info.noun}
          count={{ total: list.data?.length ?? 0 }}
          empty={{
            icon: <Ticket />,
            title: `No ${info.title.toLowerCase()} yet`,
            action: <ButtonLink to="?add">Add a {info.noun}</ButtonLink>,
          }}
        />
      </div>
    </>
  );
}

/** /admin/draw_games and its children popular-draw-games, high-frequency-draw-games, enhanced-features. */
export default function DrawGamesAdminPage({ kind }: { kind?: DrawGameKind }) {
  const info = KINDS.find((entry) => entry.kind === kind);
  return info ? <KindPage key={info.kind} info={info} /> : <Overview />;
}
