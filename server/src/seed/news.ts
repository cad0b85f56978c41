import { Readable } from 'node:stream';
import type { User } from '@portal/domain';
import { NewsAddForm } from '@portal/domain/schemas';
import { validate } from '../lib/validate.ts';
import type { AssetServices } from '../modules/assets/asset-services.ts';
import type { NewsService } from '../modules/news/news.service.ts';
import { type ArtSpec, art, renderBanner } from './artwork/game-art.ts';
import stories from './news-stories.json' with { type: 'json' };

const DAY = 86_400_000;

/** The cover pictures; stories share them, as a newsroom reuses its images. */
const COVERS: ArtSpec[] = [
  art('New Launch', 'Product news', '#1e3a8a #0f172a #fbbf24 #fff7d6', 'stars'),
  art('Feature Drop', 'What is new', '#065f46 #022c22 #34d399 #ecfdf5', 'diamonds'),
  art('Press Release', 'Newsroom', '#3f3f46 #18181b #f4f4f5 #ffffff', 'rays'),
  art('Meet the Team', 'Events', '#7c2d12 #431407 #fb923c #fff7ed', 'bubbles'),
  art('OMNIA', 'Platform', '#4c1d95 #1e1b4b #a78bfa #f5f3ff', 'waves'),
  art('Jackpot News', 'Draw games', '#9a3412 #1c1917 #facc15 #fefce8', 'balls'),
  art('Winners', 'Player stories', '#be123c #4c0519 #fda4af #fff1f2', 'hearts'),
  art('Partnership', 'Operators', '#0e7490 #083344 #67e8f9 #ecfeff', 'coins'),
];

/** A story of news-stories.json. */
interface SeedStory {
  title: string;
  /** A NewsCategory (the news form checks it). */
  category: string;
  /** How long ago it was published (negative: scheduled ahead). */
  daysAgo: number;
  summary: string;
  paragraphs: string[];
  tags: string[];
  regions: string[];
  /** Its index in COVERS. */
  cover: number;
  featured?: boolean;
  draft?: boolean;
  /** Days from the publish date to the first event day, how many days it lasts, and where. */
  event?: { inDays: number; days: number; place: string };
}

const STORIES: SeedStory[] = stories;

/**
 * About thirty stories over two years (DESIGN 'Running'): every category and region group, two
 * featured, five events with dates and places, one draft and one scheduled for next month, with
 * covers drawn from SVG. Written through the news service as the SA would write them.
 */
export async function seedNews(
  news: NewsService,
  assets: AssetServices,
  editor: User,
  now: Date,
): Promise<number[]> {
  const pictures = await Promise.all(COVERS.map((spec) => renderBanner(spec)));
  const staged = await Promise.all(
    pictures.map((bytes, index) =>
      assets.uploads.stageFile(`${COVERS[index]!.title} cover.jpg`, Readable.from([bytes])),
    ),
  );
  let covers: number[];
  try {
    covers = (await news.putAssets(staged)).map((image) => image.id);
  } finally {
    await assets.uploads.discardStaged(staged);
  }

  const ids: number[] = [];
  for (const story of STORIES) {
    const publishAt = new Date(now.getTime() - story.daysAgo * DAY);
    const day = (offset: number) => new Date(publishAt.getTime() + offset * DAY).toISOString().slice(0, 10);
    const form = validate(NewsAddForm, {
      title: story.title,
      summary: story.summary,
      body: story.paragraphs.map((text) => `<p>${text}</p>`).join(''),
      category: story.category,
      tags: story.tags,
      featured: story.featured ?? false,
      regions: story.regions,
      publishAt: publishAt.toISOString(),
      status: story.draft ? 'draft' : 'published',
      cover: covers[story.cover],
      event: story.event
        ? {
            startDate: day(story.event.inDays),
            endDate: day(story.event.inDays + story.event.days - 1),
            place: story.event.place,
          }
        : null,
    });
    ids.push((await news.add(form, editor)).id);
  }
  return ids;
}
