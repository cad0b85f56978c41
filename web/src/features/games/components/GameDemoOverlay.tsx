import { useQuery } from '@tanstack/react-query';
import { Gamepad2, MonitorSmartphone } from 'lucide-react';
import { Overlay } from '../../../components/Overlay';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { isWideBreakpoint, useBreakpoint } from '../../../lib/viewport';
import { gamesQueryOptions } from '../api/games';
import styles from './GameDemoOverlay.module.css';

/**
 * The game demo overlay (SPEC §2: framed; only at large-tablet and desktop widths). The launch
 * frame itself arrives with the games screen; this shows the game and the stage it will play on.
 */
export function GameDemoOverlay() {
  const { demoGameId, closeDemo } = useOverlays();
  const { token } = useSession();
  const games = useQuery(gamesQueryOptions(token));
  const wide = isWideBreakpoint(useBreakpoint());
  const game = games.data?.find((candidate) => candidate.id === demoGameId) ?? null;
  const name = game?.gameName ?? 'Game demo';

  return (
    <Overlay
      open={demoGameId !== null}
      onOpenChange={(open) => (open ? undefined : closeDemo())}
      title={`${name} demo`}
      size="xl"
      tone="dark"
    >
      {wide ? (
        <div className={styles.stage} data-testid="demo-frame">
          <Gamepad2 aria-hidden="true" className={styles.icon} />
          <p className={styles.name}>{name}</p>
          <p className={styles.hint}>The demo plays here in a secure frame.</p>
        </div>
      ) : (
        <div className={styles.narrow}>
          <MonitorSmartphone aria-hidden="true" className={styles.icon} />
          <p>Demos play on larger screens. Turn your tablet sideways or open the portal on a desktop.</p>
        </div>
      )}
    </Overlay>
  );
}
