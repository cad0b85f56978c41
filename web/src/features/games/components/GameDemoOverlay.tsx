import { demoLaunchUrl } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Gamepad2, MonitorSmartphone } from 'lucide-react';
import { useMemo } from 'react';
import { Overlay } from '../../../components/Overlay';
import { useGlobals } from '../../../lib/globals';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { gamesQueryOptions } from '../api/games';
import { useDemoScreen } from '../demo';
import styles from './GameDemoOverlay.module.css';

/**
 * The game demo overlay (SPEC §2: framed; only at large-tablet and desktop widths). The address is
 * the domain's demoLaunchUrl (override, then fallback when the globals allow it, else the built
 * gateway address of SPEC §7), made once each time the overlay opens.
 */
export function GameDemoOverlay() {
  const { demoGameId, closeDemo } = useOverlays();
  const { token, user } = useSession();
  const globals = useGlobals();
  const games = useQuery(gamesQueryOptions(token));
  const wide = useDemoScreen();
  const game = games.data?.find((candidate) => candidate.id === demoGameId) ?? null;
  const name = game?.gameName ?? 'Game';
  const userId = user?.id ?? null;

  const src = useMemo(
    () =>
      game && demoGameId !== null
        ? demoLaunchUrl({ game, userId, config: globals.demo, globals, nowMs: Date.now() })
        : null,
    [game, demoGameId, userId, globals],
  );

  return (
    <Overlay
      open={demoGameId !== null}
      onOpenChange={(open) => (open ? undefined : closeDemo())}
      title={`${name} demo`}
      size="xl"
      tone="dark"
    >
      {!wide ? (
        <div className={styles.notice}>
          <MonitorSmartphone aria-hidden="true" className={styles.icon} />
          <p className={styles.noticeTitle}>Demos play on larger screens</p>
          <p className={styles.hint}>
            Turn your tablet sideways or open the portal on a desktop to play {name}.
          </p>
        </div>
      ) : src ? (
        <div className={styles.player}>
          <div className={styles.stage}>
            <iframe
              className={styles.frame}
              src={src}
              title={`${name} demo game`}
              allow="autoplay; fullscreen"
              allowFullScreen
              referrerPolicy="no-referrer"
              data-testid="demo-frame"
            />
          </div>
          <div className={styles.bar}>
            <span className={styles.note}>Demo mode: play money only.</span>
            <a className={styles.external} href={src} target="_blank" rel="noopener noreferrer">
              Open in a new tab <ExternalLink aria-hidden="true" />
            </a>
          </div>
        </div>
      ) : (
        <div className={styles.notice}>
          <Gamepad2 aria-hidden="true" className={styles.icon} />
          <p className={styles.noticeTitle}>No demo for this game yet</p>
          <p className={styles.hint}>Ask your account manager for a demo of {name}.</p>
        </div>
      )}
    </Overlay>
  );
}
