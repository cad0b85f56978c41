import { demoExists } from '@portal/domain';
import type { GameSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Gamepad2, Globe2, Play, RotateCcw, SearchX, Trophy } from 'lucide-react';
import { lazy, memo, type ReactNode, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button';
import {
  enumLabel,
  GameCard,
  GameCardGrid,
  GameCardGridItem,
  GameCardSkeleton,
  type GameView,
  gameArtwork,
  gameRegionKeys,
  isMeaningful,
} from '../../../components/GameCard';
import { EmptyState } from '../../../components/Page';
import { RenderLater, useRenderLaterCount } from '../../../lib/first-screen';
import { useGlobals } from '../../../lib/globals';
import { usePageReady } from '../../../lib/loading';
import { useOverlays } from '../../../lib/overlays';
import { regionScope, useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';
import { useBreakpoint } from '../../../lib/viewport';
import { ContentPageHeader, ContentSections } from '../../../shared/page-content';
import { gamesQueryOptions } from '../api/games';
import { useDemoScreen, useTournamentsAvailable } from '../demo';
import { EMPTY_FILTERS, hasAnyFilter, matchesFilters } from '../filters';
import { gamePath, releaseLine } from '../format';
import { byName, byNewest, useGameFilters, useGameViews } from '../hooks';
import styles from './Catalogue.module.css';
import { FilterSheet } from './FilterSheet';
import { FilterBarLoading } from './filter-controls';

// The wide screens' bar with its dropdowns (Radix popovers) loads on its own; narrow screens never need it.
/** A phone's first screen holds a few cards; a first visit renders the rest a few per frame. */
const CARDS_AT_ONCE = 4;
const CARDS_PER_FRAME = 4;

const FilterBar = lazy(() => import('./FilterBar').then((module) => ({ default: module.FilterBar })));

// Memoised: as the list grows by a few cards a frame on a first visit, the cards already shown are
// not rendered again.
const CatalogueCard = memo(function CatalogueCard({
  game,
  view,
  search,
  demoAvailable,
  eager,
}: {
  game: GameSummary;
  view: GameView | undefined;
  search: string;
  demoAvailable: boolean;
  eager: boolean;
}) {
  const { openDemo } = useOverlays();
  const tags = [...(game.themes ?? []), ...(game.features ?? [])]
    .filter(isMeaningful)
    .slice(0, 3)
    .map(enumLabel);
  return (
    <GameCard
      to={gamePath(game.id, 'overview', search)}
      name={game.gameName}
      art={gameArtwork(game)}
      eyebrow={isMeaningful(game.gameType) ? game.gameType : 'eInstant'}
      isNew={view?.isNew ?? false}
      meta={releaseLine(view, 'short')}
      tags={tags}
      eager={eager}
      actions={
        demoAvailable ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => openDemo(game.id)}
            aria-label={`Play demo of ${game.gameName}`}
          >
            <Play aria-hidden="true" /> Play demo
          </Button>
        ) : undefined
      }
    />
  );
});

/** /games: the catalogue of active games in the region selection, with search and filters in the URL. */
export function Catalogue() {
  const { token } = useSession();
  const { selection, matches } = useRegions();
  const globals = useGlobals();
  const { search } = useLocation();
  const { setTournamentsVisible } = useOverlays();
  const games = useQuery(gamesQueryOptions(token));
  usePageReady(!games.isPending);
  const { filters, setFilters } = useGameFilters();
  const demoScreen = useDemoScreen();
  const breakpoint = useBreakpoint();
  const compact = breakpoint === 'mobile' || breakpoint === 'portraitTablet';
  const tournaments = useTournamentsAvailable();

  const catalogue = useMemo(
    () => (games.data ?? []).filter((game) => game.isActive !== false && matches(gameRegionKeys(game))),
    [games.data, matches],
  );
  const views = useGameViews(catalogue);
  const results = useMemo(
    () =>
      catalogue
        .filter((game) => matchesFilters(game, filters))
        .sort(filters.sort === 'name' ? byName : byNewest(views)),
    [catalogue, filters, views],
  );
  const newCount = catalogue.filter((game) => views.get(game.id)?.isNew).length;
  // On a first visit, the cards beyond a phone's first screen come a few per frame (decision 044).
  const cardsShown = useRenderLaterCount(results.length, CARDS_AT_ONCE, CARDS_PER_FRAME);

  const reset = () => setFilters({ ...EMPTY_FILTERS, sort: filters.sort });
  const filterProps = { games: catalogue, filters, onChange: setFilters };

  let content: ReactNode;
  if (games.isPending) {
    content = (
      <GameCardGrid label="Loading games">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <GameCardGridItem key={index}>
            <GameCardSkeleton />
          </GameCardGridItem>
        ))}
      </GameCardGrid>
    );
  } else if (catalogue.length === 0) {
    content = (
      <EmptyState icon={<Gamepad2 />} title="No games for these regions yet">
        <p>
          Games released in the regions you selected appear here, newest first. Widen the selection with the
          Regions button in the header to see more of the catalogue.
        </p>
      </EmptyState>
    );
  } else if (results.length === 0) {
    content = (
      <EmptyState
        icon={<SearchX />}
        title="No games match these filters"
        actions={
          <Button variant="secondary" onClick={reset}>
            <RotateCcw aria-hidden="true" /> Reset filters
          </Button>
        }
      >
        <p>Try fewer filters or another name: {catalogue.length} games are available in your regions.</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        {/* The cards' names are h3s: this keeps the outline whole (h1, h2, h3). */}
        <h2 className="visually-hidden">Games</h2>
        <GameCardGrid label="Games">
          {results.slice(0, cardsShown).map((game, index) => (
            <GameCardGridItem key={game.id}>
              <CatalogueCard
                game={game}
                view={views.get(game.id)}
                search={search}
                demoAvailable={demoScreen && demoExists(game, globals)}
                // The first card is the largest thing on a phone's first screen; the others load
                // lazily (those in view as soon as they are laid out).
                eager={index === 0}
              />
            </GameCardGridItem>
          ))}
        </GameCardGrid>
      </>
    );
  }

  return (
    <>
      <ContentPageHeader
        page="gamepage"
        fallback={{
          eyebrow: 'Game catalogue',
          title: 'eInstant Games',
          text: 'Scratch-style instant games built for lottery players on phone, tablet and desktop. Play the demos, watch the videos and download the launch kits.',
        }}
      >
        <div className={styles.headerRow}>
          <p className={styles.regions}>
            <Globe2 aria-hidden="true" /> Showing games for {regionScope(selection)}
          </p>
          {games.isPending ? (
            // Holds the line the count of new releases takes, so that the page does not move down
            // when the games arrive.
            <p className={`${styles.newCount} ${styles.placeholder}`} aria-hidden="true">
              0 new releases in the last 4 weeks
            </p>
          ) : newCount > 0 ? (
            <p className={styles.newCount}>
              {newCount} new {newCount === 1 ? 'release' : 'releases'} in the last 4 weeks
            </p>
          ) : null}
          {tournaments ? (
            <Button variant="on-dark" size="sm" onClick={() => setTournamentsVisible(true)}>
              <Trophy aria-hidden="true" /> Tournaments demo
            </Button>
          ) : null}
        </div>
      </ContentPageHeader>
      <div className={styles.page}>
        <div className={styles.filters}>
          {compact ? (
            <FilterSheet {...filterProps} resultCount={results.length} />
          ) : (
            <Suspense fallback={<FilterBarLoading {...filterProps} />}>
              <FilterBar {...filterProps} />
            </Suspense>
          )}
        </div>
        {!games.isPending && catalogue.length > 0 ? (
          <p className={styles.count} role="status">
            {hasAnyFilter(filters)
              ? `${results.length} of ${catalogue.length} games`
              : `${catalogue.length} ${catalogue.length === 1 ? 'game' : 'games'}`}
          </p>
        ) : null}
        {content}
      </div>
      {/* Below the cards: on a first visit it waits for the last of them, so that they do not push it down. */}
      <RenderLater last>
        <ContentSections page="gamepage" />
      </RenderLater>
    </>
  );
}
