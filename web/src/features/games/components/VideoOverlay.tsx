import { Overlay } from '../../../components/Overlay';
import { VideoEmbed, videoExposeSize } from '../../../components/VideoEmbed';
import { useOverlays } from '../../../lib/overlays';
import { useViewportSize } from '../../../lib/viewport';
import styles from './GameOverlays.module.css';

/** The overlay's title bar and the body's padding around the video (Overlay.module.css). */
const VIDEO_OVERLAY_CHROME = 96;

/** The game video overlay: SPEC §2's video embed, sized by SPEC §9's video expose. */
export function VideoOverlay() {
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
