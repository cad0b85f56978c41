export { isAutoplay, VideoEmbed, type VideoEmbedProps, videoEmbedSrc, videoExposeSize } from './VideoEmbed';
