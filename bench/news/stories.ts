import type { BenchContext } from '../lib/types.ts';

const STORIES = 30;
const CATEGORIES = ['Product', 'Feature', 'Press Release', 'Events', 'OMNIA'];
const REGIONS = [[], ['us--all'], ['europe--all', 'canada--ontario'], ['latam--jamaica'], ['apac--all']];

/**
 * Makes sure the portal has at least thirty live stories (the demo seed has them; an older seed gets
 * them here through POST /api/news/add as the SA), three of them featured, each with a body of a
 * few paragraphs, so the news answers have the size they have on a real portal.
 */
export async function ensureNewsStories(ctx: BenchContext): Promise<void> {
  const existing = await ctx.api<{ total: number }>({ method: 'GET', path: '/api/news/get?limit=1' });
  const sa = await ctx.login('sa@demo.test');
  for (let n = existing.total; n < STORIES; n++) {
    const category = CATEGORIES[n % CATEGORIES.length]!;
    const story = {
      title: `Benchmark story ${n + 1}: a new game reaches more players`,
      summary: 'A short summary of the story, as the archive cards show it under the title.',
      body: '<p>First paragraph with <strong>bold</strong> text and a <a href="https://example.com">link</a>.</p>'.repeat(
        4,
      ),
      category,
      tags: ['launch', `tag-${n % 4}`],
      featured: n < 3,
      regions: REGIONS[n % REGIONS.length],
      status: 'published',
      publishAt: new Date(Date.now() - (n + 1) * 86_400_000).toISOString(),
      event:
        category === 'Events' ? { startDate: '2026-02-10', endDate: '2026-02-12', place: 'London' } : null,
    };
    await ctx.api({
      method: 'POST',
      path: '/api/news/add',
      headers: { 'content-type': 'application/json', 'consumer-token': sa },
      body: JSON.stringify(story),
    });
  }
}
