import { useParams } from 'react-router';
import { Catalogue } from './Catalogue';
import { GameOverlays } from './GameOverlays';
import { GamePage } from './GamePage';

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
