import { tournamentsDemoUrl } from '@portal/domain';
import { Trophy } from 'lucide-react';
import { Overlay } from '../../../components/Overlay';
import { useGlobals } from '../../../lib/globals';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { useTournamentsAvailable } from '../demo';
import styles from './GameOverlays.module.css';

/** The tournaments demo (framed), only for a user with a tournaments key (SPEC §5). */
export function TournamentsOverlay() {
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
