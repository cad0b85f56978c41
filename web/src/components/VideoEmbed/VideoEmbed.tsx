import { isVideoId, VIDEO_EXPOSE } from '@portal/domain';
import type { CSSProperties } from 'react';
import { useGlobals } from '../../lib/globals';
import styles from './VideoEmbed.module.css';

/**
 * SPEC §2 'Video embed': a value of letters and digits only is a video id on the video host
 * (globals.videoHost + id); any other value is the full address (only http and https addresses are
 * framed). Autoplay is on unless set to false. An empty value (or one that is no address) is null.
 */
export function videoEmbedSrc(
  value: string | null | undefined,
  videoHost: string,
  autoplay: boolean | string | undefined = true,
): string | null {
  const video = (value ?? '').trim();
  if (video === '') return null;
  let address: string;
  if (isVideoId(video)) {
    if (videoHost.trim() === '') return null;
    address = `${videoHost}${video}`;
  } else {
    address = video;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (isAutoplay(autoplay)) url.searchParams.set('autoplay', '1');
  return url.toString();
}

/** 'Autoplay unless false': false and the text 'false' turn it off, anything else leaves it on. */
export function isAutoplay(autoplay: boolean | string | undefined): boolean {
  return !(autoplay === false || (typeof autoplay === 'string' && autoplay.trim().toLowerCase() === 'false'));
}

/**
 * SPEC §9 'Video expose': the frame keeps the ratio 0.5625 (16:9), leaves `spacing` px around it
 * and is at most 1080 px wide. `reservedHeight` is what the overlay around it needs (its title bar).
 */
export function videoExposeSize(
  viewportWidth: number,
  viewportHeight: number,
  reservedHeight = 0,
): { width: number; height: number } {
  const { ratio, spacing, maxWidth } = VIDEO_EXPOSE;
  let width = Math.min(maxWidth, Math.max(0, viewportWidth - 2 * spacing));
  const maxHeight = Math.max(0, viewportHeight - 2 * spacing - reservedHeight);
  if (width * ratio > maxHeight) width = maxHeight / ratio;
  width = Math.floor(width);
  return { width, height: Math.round(width * ratio) };
}

export interface VideoEmbedProps {
  /** A video id or a full address. */
  video: string | null | undefined;
  /** The frame's accessible name. */
  title: string;
  /** SPEC §2: on unless false. */
  autoplay?: boolean | string;
  /** Fixed size (an overlay); without it the frame fills its container's width at 16:9. */
  width?: number;
  height?: number;
}

export function VideoEmbed({ video, title, autoplay = true, width, height }: VideoEmbedProps) {
  const { videoHost } = useGlobals();
  const src = videoEmbedSrc(video, videoHost, autoplay);
  if (src === null) return null;
  const sized = width !== undefined && height !== undefined;
  const style: CSSProperties = sized ? { width, height } : { aspectRatio: `${1 / VIDEO_EXPOSE.ratio}` };
  return (
    <div className={sized ? styles.frame : `${styles.frame} ${styles.fluid}`} style={style}>
      <iframe
        className={styles.iframe}
        src={src}
        title={title}
        allow={`${isAutoplay(autoplay) ? 'autoplay; ' : ''}fullscreen; picture-in-picture; encrypted-media`}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
