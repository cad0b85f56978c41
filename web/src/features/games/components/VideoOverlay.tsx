import { RESIZE_DEBOUNCE_MS } from '@portal/domain';
import { useEffect, useState } from 'react';
import { Overlay } from '../../../components/Overlay';
import { VideoEmbed, videoExposeSize } from '../../../components/VideoEmbed';
import { useOverlays } from '../../../lib/overlays';
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
