import { type Params, useParams } from 'react-router';
import { lazyPage } from '../../../components/LazyPage';
import { GameOverlays } from './GameOverlays';

// The catalogue and a game's page load apart: a visit to one does not download the other.
const Catalogue = lazyPage(() => import('./Catalogue').then((m) => m.Catalogue));
const GamePage = lazyPage(() => import('./GamePage').then((m) => m.GamePage));

/**
 * Brings the part of the games screen its route's params open (as GamesPage chooses it), so that a
 * first visit's first render shows it rather than a loader (app/router.tsx, prepareFirstScreen).
 */
export function preloadGamesPart({ activeGameId }: Params): Promise<unknown> {
  return activeGameId === undefined ? Catalogue.preload() : GamePage.preload();
}

/**
 * /games/:activeGameId?/:activeTab?: the catalogue, or one game's page with its tab. The overlays
 * stay mounted across both, so opening a game from the catalogue never drops an open overlay.
 */
export function GamesPage() {
  const { activeGameId, activeTab } = useParams();
  return (
    <>
      {activeGameId === undefined ? <Catalogue /> : <GamePage idParam={activeGameId} tabParam={activeTab} />}
      <GameOverlays />
    </>
  );
}
