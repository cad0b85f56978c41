import type { NewsCategory } from '@portal/domain';
import type { AssetRef, NewsStatus, NewsStory } from '@portal/domain/schemas';
import dayjs from 'dayjs';

/** The editor's fields: what the form holds, before it becomes a news/add or news/edit request. */
export interface NewsFormValues {
  title: string;
  summary: string;
  body: string;
  category: NewsCategory | '';
  tags: string[];
  featured: boolean;
  /** Region keys; none: everywhere. */
  regions: string[];
  /** Days ('YYYY-MM-DD') the story comes out in some regions, after its publish time (decision 151). */
  regionDates: { region: string; publishDate: string }[];
  /** A local date and time ('YYYY-MM-DDTHH:mm'); '' publishes at the time of saving. */
  publishAt: string;
  status: NewsStatus;
  cover: AssetRef | null;
  event: { startDate: string; endDate: string; place: string };
}

const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';

export function toFormValues(story?: NewsStory): NewsFormValues {
  return {
    title: story?.title ?? '',
    summary: story?.summary ?? '',
    body: story?.body ?? '',
    category: story?.category ?? '',
    tags: story?.tags ?? [],
    featured: story?.featured ?? false,
    regions: story?.regions ?? [],
    regionDates: story?.regionDates ?? [],
    publishAt: story ? dayjs(story.publishAt).format(LOCAL_MINUTE) : '',
    status: story?.status ?? 'draft',
    cover: story?.cover ?? null,
    event: story?.event ?? { startDate: '', endDate: '', place: '' },
  };
}

/** The local time as the ISO instant the API keeps ('' stays unset: the server uses the time of saving). */
function publishAtIso(local: string): string | undefined {
  if (!local) return undefined;
  const time = dayjs(local);
  return time.isValid() ? time.toISOString() : local;
}

/** The request news/add (or, with an id, news/edit) takes for these values. */
export function toRequest(values: NewsFormValues, id?: number): Record<string, unknown> {
  return {
    ...(id !== undefined ? { id } : {}),
    title: values.title,
    summary: values.summary,
    body: values.body,
    category: values.category || undefined,
    tags: values.tags,
    featured: values.featured,
    regions: values.regions,
    regionDates: values.regionDates,
    publishAt: publishAtIso(values.publishAt),
    status: values.status,
    cover: values.cover ? values.cover.id : null,
    event: values.category === 'Events' ? values.event : null,
  };
}

/** The story as its public page would show it now (the preview), from the form's values. */
export function previewStory(values: NewsFormValues, now: Date): Omit<NewsStory, 'id'> {
  const publishAt = publishAtIso(values.publishAt) ?? now.toISOString();
  return {
    revision: 0,
    updatedBy: null,
    title: values.title || 'Untitled story',
    summary: values.summary,
    body: values.body,
    category: values.category || 'Product',
    tags: values.tags,
    featured: values.featured,
    regions: values.regions,
    regionDates: values.regionDates,
    publishAt,
    status: values.status,
    state:
      values.status === 'draft' ? 'draft' : Date.parse(publishAt) > now.getTime() ? 'scheduled' : 'published',
    cover: values.cover,
    event: values.category === 'Events' && values.event.startDate ? values.event : null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}
