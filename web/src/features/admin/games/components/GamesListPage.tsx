import { findRegion, formatDate, GAME_TYPES, REGION_GROUPS, regionKeysOverlap } from '@portal/domain';
import type { GameSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
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
import { adminGamesQueryOptions } from '../api';
import styles from './AdminGames.module.css';

type GameState = 'live' | 'roadmap' | 'inactive' | 'upcoming';

/** How the list names a game's state: inactive first, then roadmap, then live, else not yet live. */
function stateOf(game: GameSummary): GameState {
  if (!game.isActive) return 'inactive';
  if (game.roadmap) return 'roadmap';
  return game.live ? 'live' : 'upcoming';
}

const STATE_LABELS: Record<GameState, string> = {
  live: 'Live',
  roadmap: 'Roadmap',
  inactive: 'Inactive',
  upcoming: 'Not yet live',
};

function regionsText(game: GameSummary): string {
  if (game.regions.length === 0) return 'None';
  const names = game.regions.map((row) => findRegion(row.region)?.label ?? row.region);
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

const COLUMNS: AdminColumn<GameSummary>[] = [
  thumbnailColumn((game) => game.assets, <Gamepad2 />, { lazy: true }),
  nameLinkColumn({
    name: (game) => game.gameName,
    to: (game) => `/admin/games/edit/${game.id}`,
    linkClassName: styles.titleLink,
  }),
  {
    key: 'state',
    header: 'State',
    sortValue: stateOf,
    cell: (game) => (
      <span className={`${styles.state} ${styles[stateOf(game)]}`}>{STATE_LABELS[stateOf(game)]}</span>
    ),
  },
  {
    key: 'date',
    header: 'Release date',
    sortValue: (game) => game.releaseDate,
    cell: (game) =>
      game.releaseDate ? (
        <time dateTime={game.releaseDate}>{formatDate(game.releaseDate, 'short')}</time>
      ) : (
        <span className={styles.muted}>Not set</span>
      ),
  },
  { key: 'regions', header: 'Regions', cell: regionsText },
  actionsColumn((game) => <EditLink to={`/admin/games/edit/${game.id}`} name={game.gameName} />),
];

const STATE_OPTIONS = [
  { value: '', label: 'Any state' },
  ...(Object.keys(STATE_LABELS) as GameState[]).map((state) => ({
    value: state,
    label: STATE_LABELS[state],
  })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...GAME_TYPES.map((type) => ({ value: type, label: type })),
];
const REGION_OPTIONS = [
  { value: '', label: 'Any region' },
  ...REGION_GROUPS.flatMap((group) =>
    group.regions.map((region) => ({
      value: region.key,
      label: region.key.endsWith('--all') ? region.label : `${group.label}: ${region.label}`,
    })),
  ),
];

/** /admin/games: every game with its state, date and regions; search, filters, sorting, Add a game. */
export default function GamesListPage() {
  const games = useQuery(adminGamesQueryOptions);
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [type, setType] = useState('');
  const [region, setRegion] = useState('');
  const searched = useDeferredValue(search.trim().toLowerCase());
  const rows = games.data?.filter(
    (game) =>
      (searched === '' || game.gameName.toLowerCase().includes(searched)) &&
      (state === '' || stateOf(game) === state) &&
      (type === '' || game.gameType === type) &&
      (region === '' || game.regions.some((row) => regionKeysOverlap(row.region, region))),
  );
  return (
    <>
      <AdminPageHeader
        title="Games"
        lead="The eInstant catalogue: what is live, on the roadmap or switched off, where and from when."
        actions={<AddLink to="/admin/games/add">Add a game</AddLink>}
      />
      {games.isError ? (
        <p role="alert">The games could not be loaded. Reload the page to try again.</p>
      ) : (
        <AdminTable
          caption="Games"
          rows={rows}
          rowKey={(game) => game.id}
          columns={COLUMNS}
          loading={games.isPending}
          initialSort={{ key: 'date', direction: 'descending' }}
          search={{
            value: search,
            onChange: setSearch,
            label: 'Search games',
            placeholder: 'Search by name',
          }}
          filters={[
            { id: 'state', label: 'State', value: state, onChange: setState, options: STATE_OPTIONS },
            { id: 'type', label: 'Game type', value: type, onChange: setType, options: TYPE_OPTIONS },
            { id: 'region', label: 'Region', value: region, onChange: setRegion, options: REGION_OPTIONS },
          ]}
          empty={{
            icon: <Gamepad2 />,
            title: 'No games yet',
            text: 'Add the first game: its name, dates, regions, demo and artwork.',
            action: <ButtonLink to="/admin/games/add">Add a game</ButtonLink>,
          }}
          onClearFilters={() => {
            setSearch('');
            setState('');
            setType('');
            setRegion('');
          }}
          footer={
            rows ? (
              <p className={styles.muted}>
                {rows.length} of {games.data?.length ?? 0} games
              </p>
            ) : null
          }
        />
      )}
    </>
  );
}
