import type { NewsState } from '@portal/domain/schemas';
import dayjs from 'dayjs';
import { regionLabel } from '../../../lib/region';

export const STATE_LABELS: Record<NewsState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The regions of a story in a few words: 'Everywhere', 'Ontario, Georgia', 'Ontario and 4 more'. */
export function regionsSummary(regions: readonly string[]): string {
  if (regions.length === 0) return 'Everywhere';
  if (regions.length <= 2) return regions.map(regionLabel).join(', ');
  return `${regionLabel(regions[0]!)} and ${regions.length - 1} more`;
}

/** A publish time in the editor's own time zone: '03 Mar 2025, 09:00'. */
export function publishTime(iso: string): string {
  return dayjs(iso).format('DD MMM YYYY, HH:mm');
}
