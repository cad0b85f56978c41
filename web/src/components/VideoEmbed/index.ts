export { VideoEmbed, videoExposeSize } from './VideoEmbed';
