import {
  GAME_STATE_LABELS,
  GAME_TYPES,
  type GameState,
  gameState,
  regionKeysOverlap,
  todayIso,
} from '@portal/domain';
import type { GameSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useDeferredValue } from 'react';
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
import { formatDate, REGION_OPTIONS, regionsText, useListParams } from '../../../../shared/admin';
import styles from '../../../../shared/admin/AdminGames.module.css';
import { AdminList } from '../../../../shared/admin/AdminList';
import { adminGamesQueryOptions } from '../api';

/** A game's state by the one rule the Dashboard and the public pages use (domain gameState). */
function stateOf(game: GameSummary): GameState {
  return gameState(game, todayIso());
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
      <span className={`${styles.state} ${styles[stateOf(game)]}`}>{GAME_STATE_LABELS[stateOf(game)]}</span>
    ),
  },
  {
    key: 'date',
    header: 'Release date',
    sortValue: (game) => game.releaseDate,
    cell: (game) =>
      game.releaseDate ? (
        <time dateTime={game.releaseDate}>{formatDate(game.releaseDate, 'day')}</time>
      ) : (
        <span className={styles.muted}>Not set</span>
      ),
  },
  {
    key: 'regions',
    header: 'Regions',
    cell: (game) =>
      regionsText(
        game.regions.map((row) => row.region),
        { max: 3 },
      ),
  },
  actionsColumn((game) => <EditLink to={`/admin/games/edit/${game.id}`} name={game.gameName} />),
];

const STATE_OPTIONS = [
  { value: '', label: 'Any state' },
  ...(Object.keys(GAME_STATE_LABELS) as GameState[]).map((state) => ({
    value: state,
    label: GAME_STATE_LABELS[state],
  })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'Any type' },
  ...GAME_TYPES.map((type) => ({ value: type, label: type })),
];
const FILTERS = ['state', 'type', 'region'] as const;
const FIRST_SORT: SortState = { key: 'date', direction: 'descending' };

/** /admin/games: every game with its state, date and regions; search, filters, sorting, Add a game. */
export default function GamesListPage() {
  const games = useQuery(adminGamesQueryOptions);
  const list = useListParams({ filters: FILTERS, sort: FIRST_SORT });
  const searched = useDeferredValue(list.search.trim().toLowerCase());
  const state = list.value('state');
  const type = list.value('type');
  const region = list.value('region');
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
      <AdminList
        caption="Games"
        query={games}
        rows={rows}
        params={list}
        columns={COLUMNS}
        noun="game"
        count={{ total: games.data?.length ?? 0 }}
        search={{ label: 'Search games', placeholder: 'Search by name' }}
        filters={[
          { id: 'state', label: 'State', options: STATE_OPTIONS },
          { id: 'type', label: 'Game type', options: TYPE_OPTIONS },
          { id: 'region', label: 'Region', options: [{ value: '', label: 'Any region' }, ...REGION_OPTIONS] },
        ]}
        empty={{
          icon: <Gamepad2 />,
          title: 'No games yet',
          text: 'Add the first game: its name, dates, regions, demo and artwork.',
          action: <ButtonLink to="/admin/games/add">Add a game</ButtonLink>,
        }}
      />
    </>
  );
}
