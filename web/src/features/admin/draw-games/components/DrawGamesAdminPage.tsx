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
  AdminTable,
  actionsColumn,
  EditLink,
  nameLinkColumn,
  thumbnailColumn,
} from '../../../../components/form';
import styles from '../../games/components/AdminGames.module.css';
import { adminDrawListQueryOptions, drawContentQueryOptions } from '../api';
import { DrawContentEditor } from './DrawContentEditor';
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
      <p>
        {list.isPending
          ? 'Counting…'
          : list.isError
            ? 'The list could not be loaded.'
            : `${list.data.length} in all, ${live} live`}
      </p>
    </li>
  );
}

function Overview() {
  return (
    <>
      <AdminPageHeader
        title="Draw Games"
        lead="Popular draw games, high-frequency draw games and enhanced features: their items and the copy of their pages."
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
    cell: (item) => <time dateTime={item.updatedAt}>{item.updatedAt.slice(0, 10)}</time>,
  },
  actionsColumn((item) => <EditLink to={`?edit=${item.id}`} name={item.name} />),
];

/** One kind: its list, the add and edit form (?add, ?edit=id) and its page content. */
function KindPage({ info }: { info: KindInfo }) {
  const [params, setParams] = useSearchParams();
  const list = useQuery(adminDrawListQueryOptions(info.kind));
  const content = useQuery(drawContentQueryOptions(info.kind));
  const editId = params.has('edit') ? parseId(params.get('edit')) : null;
  const adding = params.has('add');
  const editing = editId === null ? undefined : list.data?.find((item) => item.id === editId);
  const close = () => setParams({});

  if (adding || params.has('edit')) {
    return (
      <>
        <AdminPageHeader
          title={adding ? `Add a ${info.noun}` : (editing?.name ?? `Edit ${info.noun}`)}
          back={
            <Link to={info.path}>
              <ArrowLeft aria-hidden="true" /> {info.title}
            </Link>
          }
        />
        {adding ? (
          <DrawGameEditor kind={info.kind} noun={info.noun} onDone={close} />
        ) : list.isPending ? (
          <p className={styles.muted} aria-busy="true">
            Loading…
          </p>
        ) : editing ? (
          <DrawGameEditor key={editing.id} kind={info.kind} noun={info.noun} item={editing} onDone={close} />
        ) : (
          <p role="alert">This {info.noun} does not exist; it may have been deleted.</p>
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
        {list.isError ? (
          <p role="alert">The list could not be loaded. Reload the page to try again.</p>
        ) : (
          <AdminTable
            caption={info.title}
            rows={list.data}
            rowKey={(item) => item.id}
            columns={COLUMNS}
            loading={list.isPending}
            initialSort={{ key: 'name', direction: 'ascending' }}
            empty={{
              icon: <Ticket />,
              title: `No ${info.title.toLowerCase()} yet`,
              action: <ButtonLink to="?add">Add a {info.noun}</ButtonLink>,
            }}
          />
        )}
        {content.isPending ? (
          <p className={styles.muted} aria-busy="true">
            Loading the page content…
          </p>
        ) : content.isError ? (
          <p role="alert">The page content could not be loaded.</p>
        ) : (
          <DrawContentEditor kind={info.kind} content={content.data} />
        )}
      </div>
    </>
  );
}

/** /admin/draw_games and its children popular-draw-games, high-frequency-draw-games, enhanced-features. */
export default function DrawGamesAdminPage({ kind }: { kind?: DrawGameKind }) {
  const info = KINDS.find((entry) => entry.kind === kind);
  return info ? <KindPage key={info.kind} info={info} /> : <Overview />;
}
