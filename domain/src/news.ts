import { hasPermission, type Principal } from './permissions';
import { ALL_REGIONS, regionKeysOverlap } from './regions';
import type { NewsState, NewsStatus } from './schemas/news.ts';

/**
 * The region keys a story may carry to be inside a selection (matchesRegionSelection, spelled out so
 * a database can filter with `region IN (…)`): every catalogue key overlapping a selected one, so
 * 'us--all' brings every US key and 'us--georgia' brings itself and 'us--all'. A story without
 * regions is in every selection, and an empty selection filters nothing; callers handle both.
 */
export function regionKeysMatching(selection: readonly string[]): string[] {
  return ALL_REGIONS.map((region) => region.key).filter((key) =>
    selection.some((selected) => regionKeysOverlap(key, selected)),
  );
}

/** A story is live once published and its publish time has come; published but ahead of time, it is scheduled. */
export function newsState(story: { status: NewsStatus; publishAt: string }, now: Date): NewsState {
  if (story.status === 'draft') return 'draft';
  return Date.parse(story.publishAt) > now.getTime() ? 'scheduled' : 'published';
}

/**
 * Who reads a story: a live one is public (news/get answers visitors, whatever its regions); a draft
 * or a scheduled story only the staff who edit news. Its cover follows it (decision 095).
 */
export function canSeeStory(
  principal: Principal | null | undefined,
  story: { status: NewsStatus; publishAt: string },
  now: Date,
): boolean {
  return newsState(story, now) === 'published' || hasPermission(principal, 'superAdmin');
}
