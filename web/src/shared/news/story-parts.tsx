import { formatDate, type NewsCategory } from '@portal/domain';
import type { AssetRef, NewsEvent } from '@portal/domain/schemas';
import { CalendarDays, MapPin, Megaphone, Newspaper, Rocket, Sparkles, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFirstScreenImage } from '../../lib/first-screen';
import styles from './news.module.css';

/** A story's date as SPEC §9 writes dates: '3rd March 2025'. */
export function storyDate(publishAt: string): string {
  return formatDate(publishAt, 'long');
}

/** An event's dates: one date, or 'from – to'. */
export function eventDates(event: NewsEvent): string {
  const start = formatDate(event.startDate, 'long');
  return event.endDate === event.startDate ? start : `${start} – ${formatDate(event.endDate, 'long')}`;
}

const CATEGORY_ICONS: Record<NewsCategory, ReactNode> = {
  Product: <Rocket />,
  Feature: <Sparkles />,
  'Press Release': <Megaphone />,
  Events: <CalendarDays />,
  OMNIA: <Ticket />,
};

/** The category as a small label. */
export function CategoryLabel({ category, onDark = false }: { category: NewsCategory; onDark?: boolean }) {
  return (
    <span className={onDark ? `${styles.category} ${styles.categoryOnDark}` : styles.category}>
      {category}
    </span>
  );
}

/**
 * A story's cover: the image of the news assets (its preview, with the small thumbnail for narrow
 * slots), or a drawn panel in the category's colours when the story has none.
 */
export function StoryCover({
  cover,
  category,
  sizes,
  eager = false,
  className,
}: {
  cover: AssetRef | null;
  category: NewsCategory;
  /** The width the image takes on the page (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const classes = className ? `${styles.cover} ${className}` : styles.cover;
  const src = cover?.alink ?? cover?.link;
  // Only a drawn image leads: a drawn panel holds nothing back.
  const { load, settled } = useFirstScreenImage(eager && Boolean(src));
  if (!cover || !src) {
    return (
      <div className={`${classes} ${styles.coverDrawn}`} data-category={category} aria-hidden="true">
        {CATEGORY_ICONS[category] ?? <Newspaper />}
      </div>
    );
  }
  const srcSet = cover.thumbnail && cover.alink ? `${cover.thumbnail} 250w, ${cover.alink} 1440w` : undefined;
  return (
    <img
      className={classes}
      src={load ? src : undefined}
      srcSet={load ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      // An eager cover is the largest thing on its screen: fetch it before the page's other images.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onLoad={settled}
      onError={settled}
    />
  );
}

/** Where and when an event takes place. */
export function EventDetails({ event }: { event: NewsEvent }) {
  return (
    <dl className={styles.event}>
      <div>
        <dt>
          <CalendarDays aria-hidden="true" /> When
        </dt>
        <dd>{eventDates(event)}</dd>
      </div>
      <div>
        <dt>
          <MapPin aria-hidden="true" /> Where
        </dt>
        <dd>{event.place}</dd>
      </div>
    </dl>
  );
}
