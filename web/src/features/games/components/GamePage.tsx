import { parseId } from '@portal/domain';
import type { GameDetail, GameSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, Clapperboard, Download, Play } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { artworkLink, gameArtwork, isMeaningful } from '../../../components/GameCard';
import {
  GameHero,
  GameHeroSkeleton,
  HeroFact,
  PageTabPanel,
  PageTabs,
} from '../../../components/GameCard/GameHero';
import { PageHeader } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { gameDetailQueryOptions, gamesQueryOptions } from '../api/games';
import { useDemoScreen, useHasDemo, useTournamentsAvailable } from '../demo';
import { releaseLine, videoTitle } from '../format';
import { useGameViews } from '../hooks';
import styles from './GamePage.module.css';
import { AssetsTab, DemoTab, OverviewTab, VideosTab } from './GameTabs';

const GAME_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'demo', label: 'Demo' },
  { value: 'videos', label: 'Videos' },
  { value: 'assets', label: 'Assets' },
] as const;
export type GameTab = (typeof GAME_TABS)[number]['value'];

function isGameTab(value: string | undefined): value is GameTab {
  return GAME_TABS.some((tab) => tab.value === value);
}

/** The hero picture: the hero slot, then the thumbnail. */
function heroArt(game: GameSummary | GameDetail): string | null {
  return artworkLink((game as GameDetail).assetSlots?.hero?.[0]) ?? gameArtwork(game);
}

function NotFound({ backTo }: { backTo: string }) {
  return (
    <PageHeader
      eyebrow="eInstant Games"
      title="Game not found"
      lead="This game is not in the catalogue, or it is not available to your account."
      actions={
        <Button asChild variant="on-dark">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" /> Back to the catalogue
          </Link>
        </Button>
      }
    />
  );
}

/** /games/:activeGameId/:activeTab?: a game's page, with its tab in the URL. */
export function GamePage({ idParam, tabParam }: { idParam: string; tabParam: string | undefined }) {
  const id = parseId(idParam);
  const { token } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { openDemo, openVideo, openAssets } = useOverlays();
  const list = useQuery(gamesQueryOptions(token));
  const detail = useQuery({ ...gameDetailQueryOptions(id ?? 0, token), enabled: id !== null });
  const summary = list.data?.find((game) => game.id === id) ?? null;
  const game: GameSummary | GameDetail | null = detail.data ?? summary;
  const views = useGameViews(game ? [game] : []);
  const view = game ? views.get(game.id) : undefined;
  const demoScreen = useDemoScreen();
  const hasDemo = useHasDemo(game);
  const tournaments = useTournamentsAvailable();
  const backTo = `/games${search}`;

  const loading = id !== null && !game && (list.isPending || detail.isPending);
  usePageReady(!loading);

  const tab: GameTab = isGameTab(tabParam) ? tabParam : 'overview';
  // An unknown tab falls back to the overview.
  const badTab = tabParam !== undefined && !isGameTab(tabParam);
  useLayoutEffect(() => {
    if (badTab && id !== null) navigate(`/games/${id}/overview${search}`, { replace: true });
  }, [badTab, id, navigate, search]);

  if (id === null || (!game && !loading)) return <NotFound backTo={backTo} />;
  if (!game) return <GameHeroSkeleton backTo={backTo} backLabel="eInstant Games" />;

  const videos = detail.data?.videos ?? [];
  const name = game.gameName;
  const kicker = [game.gameType, game.mechanic].filter(isMeaningful).join(' · ') || 'eInstant game';
  const firstVideo = videos[0];

  return (
    <article className={styles.page}>
      <GameHero
        backTo={backTo}
        backLabel="eInstant Games"
        name={name}
        backdrop={heroArt(game)}
        art={gameArtwork(game)}
        kicker={kicker}
        isNew={view?.isNew}
        meta={<HeroFact icon={<CalendarDays aria-hidden="true" />}>{releaseLine(view, 'long')}</HeroFact>}
        actions={
          <>
            {hasDemo && demoScreen ? (
              <Button size="lg" onClick={() => openDemo(game.id)}>
                <Play aria-hidden="true" /> Play demo
              </Button>
            ) : null}
            {firstVideo ? (
              <Button
                size="lg"
                variant="on-dark"
                onClick={() => openVideo(firstVideo.video, videoTitle(name, firstVideo.title))}
              >
                <Clapperboard aria-hidden="true" /> Watch video
              </Button>
            ) : null}
            {detail.data?.assetsFrom ? null : (
              <Button size="lg" variant="on-dark" onClick={() => openAssets(game.id)}>
                <Download aria-hidden="true" /> Downloads
              </Button>
            )}
          </>
        }
      />
      <PageTabs
        tabs={GAME_TABS.map((entry) => ({
          ...entry,
          count: entry.value === 'videos' ? videos.length : undefined,
        }))}
        value={tab}
        onNavigate={(next) => navigate(`/games/${game.id}/${next}${search}`)}
        label={`${name} sections`}
      >
        <PageTabPanel value="overview">
          <OverviewTab game={game} detail={detail.data ?? null} loading={detail.isPending} view={view} />
        </PageTabPanel>
        <PageTabPanel value="demo">
          <DemoTab game={game} hasDemo={hasDemo} wide={demoScreen} tournaments={tournaments} />
        </PageTabPanel>
        <PageTabPanel value="videos">
          <VideosTab game={game} videos={videos} loading={detail.isPending} />
        </PageTabPanel>
        <PageTabPanel value="assets">
          <AssetsTab game={game} detail={detail.data ?? null} loading={detail.isPending} />
        </PageTabPanel>
      </PageTabs>
    </article>
  );
}
