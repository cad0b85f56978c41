import { assetsAvailableFromSentence, hasPermission } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Overlay } from '../../../components/Overlay';
import { EmptyState } from '../../../components/Page';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { DirectoryListing } from '../../../shared/asset-browser';
import { gameDetailQueryOptions, gamesQueryOptions } from '../api/games';
import styles from './GameOverlays.module.css';

/**
 * The game's downloadable assets: the shared directory listing, read-only, on the game's own tree
 * (tree 'game', rooted at the game centre). Without the asset permission (guests) the listing
 * shows SPEC §2's message itself and makes no call.
 */
export function GameAssetsOverlay() {
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
  } else if (detail.data?.assetsFrom) {
    body = (
      <EmptyState icon={<FolderOpen />} title={assetsAvailableFromSentence(detail.data.assetsFrom)}>
        <p>Launch kits, artwork and documents arrive on the game's release in your regions.</p>
      </EmptyState>
    );
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
