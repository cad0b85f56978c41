export { NewsArticle, NewsArticleSkeleton } from './NewsArticle';
export { NewsCard, NewsCardSkeleton, storyPath } from './NewsCard';
export { CategoryLabel, EventDetails, eventDates, StoryCover, storyDate } from './story-parts';
