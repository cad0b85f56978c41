import { hasPermission, RESIZE_DEBOUNCE_MS, tournamentsDemoUrl } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Trophy } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Overlay } from '../../../components/Overlay';
import { EmptyState } from '../../../components/Page';
import { VideoEmbed, videoExposeSize } from '../../../components/VideoEmbed';
import { useGlobals } from '../../../lib/globals';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { DirectoryListing } from '../../../shared/asset-browser';
import { gameDetailQueryOptions, gamesQueryOptions } from '../api/games';
import { useTournamentsAvailable } from '../demo';
import styles from './GameOverlays.module.css';

/** The overlay's title bar and the body's padding around the video (Overlay.module.css). */
const VIDEO_OVERLAY_CHROME = 96;

function readViewport(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

function useViewportSize(): { width: number; height: number } {
  const [size, setSize] = useState(readViewport);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(readViewport()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}

/** The game video overlay: SPEC §2's video embed, sized by SPEC §9's video expose. */
function VideoOverlay() {
  const { videoId, videoTitle, closeVideo } = useOverlays();
  const viewport = useViewportSize();
  const { width, height } = videoExposeSize(viewport.width, viewport.height, VIDEO_OVERLAY_CHROME);
  const title = videoTitle ?? 'Video';
  return (
    <Overlay
      open={videoId !== null}
      onOpenChange={(open) => (open ? undefined : closeVideo())}
      title={title}
      size="xl"
      tone="dark"
    >
      <div className={styles.video}>
        <VideoEmbed video={videoId} title={title} width={width} height={height} />
      </div>
    </Overlay>
  );
}

/**
 * The game's downloadable assets: the shared directory listing, read-only, on the game's own tree
 * (tree 'game', rooted at the game centre). Without the asset permission (guests) the listing
 * shows SPEC §2's message itself and makes no call.
 */
function GameAssetsOverlay() {
  const { assetsGameId, closeAssets } = useOverlays();
  const { token, user } = useSession();
  const games = useQuery(gamesQueryOptions(token));
  const allowed = hasPermission(user, 'assets');
  const detail = useQuery({
    ...gameDetailQueryOptions(assetsGameId ?? 0, token),
    enabled: assetsGameId !== null && allowed,
  });
  const name =
    games.data?.find((game) => game.id === assetsGameId)?.gameName ?? detail.data?.gameName ?? 'Game';
  const root = detail.data?.gameCentre?.[0];

  let body: ReactNode;
  if (!allowed) {
    body = <DirectoryListing kind="game" readOnly label={`${name} downloads`} />;
  } else if (detail.isPending) {
    body = <div className={styles.loading} aria-busy="true" />;
  } else if (root) {
    body = (
      <DirectoryListing
        kind="game"
        rootId={root.id}
        rootLabel={name}
        readOnly
        showDownloadAll
        label={`${name} downloads`}
      />
    );
  } else {
    body = (
      <EmptyState icon={<FolderOpen />} title="No downloads for this game yet">
        <p>Launch kits, artwork and documents appear here as soon as they are published.</p>
      </EmptyState>
    );
  }

  return (
    <Overlay
      open={assetsGameId !== null}
      onOpenChange={(open) => (open ? undefined : closeAssets())}
      title={`${name} downloads`}
      description="Artwork, launch kits and documents for this game."
      size="lg"
    >
      {body}
    </Overlay>
  );
}

/** The tournaments demo (framed), only for a user with a tournaments key (SPEC §5). */
function TournamentsOverlay() {
  const { tournamentsVisible, setTournamentsVisible } = useOverlays();
  const { user } = useSession();
  const globals = useGlobals();
  const available = useTournamentsAvailable();
  const src = available && user ? tournamentsDemoUrl(globals, user.hash) : null;
  return (
    <Overlay
      open={tournamentsVisible}
      onOpenChange={setTournamentsVisible}
      title="Tournaments demo"
      size="xl"
      tone="dark"
    >
      {src ? (
        <div className={styles.stage}>
          <iframe
            className={styles.frame}
            src={src}
            title="Tournaments demo lobby"
            allow="autoplay; fullscreen"
            allowFullScreen
            referrerPolicy="no-referrer"
          />
        </div>
      ) : (
        <div className={styles.notice}>
          <Trophy aria-hidden="true" />
          <p>The tournaments demo is available to accounts with tournament access.</p>
        </div>
      )}
    </Overlay>
  );
}

/**
 * The overlays the games screen opens (the demo overlay lives in the site layout, since ?demo=
 * opens it anywhere). They close when the screen is left, so none reopens on coming back.
 */
export function GameOverlays() {
  const overlays = useOverlays();
  const latest = useRef(overlays);
  latest.current = overlays;
  useEffect(
    () => () => {
      const { closeVideo, closeAssets, setTournamentsVisible } = latest.current;
      closeVideo();
      closeAssets();
      setTournamentsVisible(false);
    },
    [],
  );
  return (
    <>
      <VideoOverlay />
      <GameAssetsOverlay />
      <TournamentsOverlay />
    </>
  );
}
