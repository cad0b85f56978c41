import { lazy, Suspense, useEffect, useRef } from 'react';
import { useOnceTrue } from '../../../lib/once-true';
import { useOverlays } from '../../../lib/overlays';

// Each overlay (the dialog code, the video embed, the asset browser) loads when first opened.
const VideoOverlay = lazy(() => import('./VideoOverlay').then((m) => ({ default: m.VideoOverlay })));
const GameAssetsOverlay = lazy(() =>
  import('./GameAssetsOverlay').then((m) => ({ default: m.GameAssetsOverlay })),
);
const TournamentsOverlay = lazy(() =>
  import('./TournamentsOverlay').then((m) => ({ default: m.TournamentsOverlay })),
);

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
  const video = useOnceTrue(overlays.videoId !== null);
  const assets = useOnceTrue(overlays.assetsGameId !== null);
  const tournaments = useOnceTrue(overlays.tournamentsVisible);
  // A boundary each: one overlay loading never hides another.
  return (
    <>
      <Suspense fallback={null}>{video ? <VideoOverlay /> : null}</Suspense>
      <Suspense fallback={null}>{assets ? <GameAssetsOverlay /> : null}</Suspense>
      <Suspense fallback={null}>{tournaments ? <TournamentsOverlay /> : null}</Suspense>
    </>
  );
}
