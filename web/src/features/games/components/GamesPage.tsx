import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/Spinner';
import { GameOverlays } from './GameOverlays';

// The catalogue and a game's page load apart: a visit to one does not download the other.
const Catalogue = lazy(() => import('./Catalogue').then((m) => ({ default: m.Catalogue })));
const GamePage = lazy(() => import('./GamePage').then((m) => ({ default: m.GamePage })));

/**
 * /games/:activeGameId?/:activeTab?: the catalogue, or one game's page with its tab. The overlays
 * stay mounted across both, so opening a game from the catalogue never drops an open overlay.
 */
export function GamesPage() {
  const { activeGameId, activeTab } = useParams();
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        {activeGameId === undefined ? (
          <Catalogue />
        ) : (
          <GamePage idParam={activeGameId} tabParam={activeTab} />
        )}
      </Suspense>
      <GameOverlays />
    </>
  );
}
