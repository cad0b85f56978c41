import { demoExists, formatDate, isNewGame, regionalReleaseDates, todayIso } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Gamepad2, Globe2, Play, Sparkles } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Container, EmptyState, PageHeader } from '../../../components/Page';
import { useGlobals } from '../../../lib/globals';
import { usePageReady } from '../../../lib/loading';
import { useOverlays } from '../../../lib/overlays';
import { selectionSummary, useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';
import { type GameSummary, gameRegionKeys, gamesQueryOptions } from '../api/games';
import styles from './GamesPage.module.css';

function GameTile({ game, selection }: { game: GameSummary; selection: string[] }) {
  const globals = useGlobals();
  const { openDemo } = useOverlays();
  const dates = regionalReleaseDates(game, selection);
  const isNew = isNewGame(dates.releaseDate, todayIso());
  const thumbnail = game.assets?.[0]?.link;
  const shownDate = dates.displayReleaseDate ?? dates.releaseDate;
  return (
    <article className={styles.tile}>
      <div className={styles.art}>
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" />
        ) : (
          <span className={styles.monogram} aria-hidden="true">
            {game.gameName.slice(0, 1)}
          </span>
        )}
        {isNew ? (
          <span className={styles.badge}>
            <Sparkles aria-hidden="true" /> New
          </span>
        ) : null}
      </div>
      <div className={styles.meta}>
        <h3 className={styles.name}>{game.gameName}</h3>
        <p className={styles.date}>
          {shownDate ? `Released ${formatDate(shownDate, 'long')}` : 'Release date to be confirmed'}
        </p>
        {demoExists(game, globals) ? (
          <Button size="sm" variant="secondary" onClick={() => openDemo(game.id)}>
            <Play aria-hidden="true" /> Play demo
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** /games: the eInstant games of the selected regions. */
export function GamesPage() {
  const { token } = useSession();
  const { selection, matches } = useRegions();
  const games = useQuery(gamesQueryOptions(token));
  usePageReady(!games.isPending);
  const visible = (games.data ?? []).filter(
    (game) => game.isActive !== false && matches(gameRegionKeys(game)),
  );

  return (
    <>
      <PageHeader
        eyebrow="Game catalogue"
        title="eInstant Games"
        lead="Scratch-style instant games built for lottery players on phone, tablet and desktop. Play the demos, watch the videos and download the launch kits."
      >
        <p className={styles.filter}>
          <Globe2 aria-hidden="true" /> Showing games for{' '}
          {selection.length ? selectionSummary(selection) : 'all regions'}
        </p>
      </PageHeader>
      <Container>
        {visible.length > 0 ? (
          <div className={styles.grid}>
            {visible.map((game) => (
              <GameTile key={game.id} game={game} selection={selection} />
            ))}
          </div>
        ) : (
          <EmptyState icon={<Gamepad2 />} title="No games for these regions yet">
            <p>
              Games released in the regions you selected appear here, newest first. Widen the selection with
              the Regions button in the header to see more of the catalogue.
            </p>
          </EmptyState>
        )}
      </Container>
    </>
  );
}
