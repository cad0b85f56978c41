import type { ContentAnswer, NewsSummary } from '@portal/domain/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '../../test/utils';

const story: NewsSummary = {
  id: 12,
  title: 'Meet us at ICE London',
  summary: 'Our stand, our games.',
  category: 'Events',
  tags: [],
  featured: true,
  regions: [],
  regionDates: [],
  publishAt: '2026-02-01T09:00:00.000Z',
  status: 'published',
  state: 'published',
  cover: null,
  event: { startDate: '2026-02-10', endDate: '2026-02-12', place: 'ExCeL London' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const homepage: ContentAnswer<'homepage'> = {
  page: 'homepage',
  revision: 4,
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedBy: 'Sophie Adler',
  hero: {
    eyebrow: 'Studio',
    title: 'Lottery games that sparkle',
    highlight: 'sparkle',
    text: 'Play the demos.',
    image: null,
    callsToAction: [{ label: 'See the games', href: '/games', style: 'primary' }],
  },
  sections: [
    {
      title: 'Draw Games',
      body: '<p>Jackpots <strong>every</strong> week.</p>',
      image: null,
      callsToAction: [{ label: 'Open', href: '/draw-games', style: 'secondary' }],
    },
  ],
  featuredGameIds: [],
  featuredNewsIds: [],
  promotionalToolModuleIds: [],
  featuredNews: [story],
  promotionalToolModules: [],
};

const SLOW = { timeout: 8000 };

describe('homepage', () => {
  it('shows the hero, the cards and the featured stories of its content document', async () => {
    mockFetch({
      'GET /api/content/gethomepage': { data: homepage },
      'POST /api/game/featured': { data: [] },
    });
    renderApp('/');
    const title = await screen.findByRole('heading', { level: 1, name: 'Lottery games that sparkle' }, SLOW);
    expect(within(title).getByText('sparkle')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the games' })).toHaveAttribute('href', '/games');
    const cards = screen.getByRole('region', { name: 'Everything in one place' });
    const card = within(cards).getByRole('link', { name: /Draw Games/ });
    expect(card).toHaveAttribute('href', '/draw-games');
    expect(within(card).getByText('every').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Meet us at ICE London' })).toHaveAttribute(
      'href',
      '/news-events/post/12',
    );
    expect(screen.getByText('10th February 2026 – 12th February 2026 · ExCeL London')).toBeInTheDocument();
  });

  it('falls back to its built-in hero when the document cannot load', async () => {
    mockFetch({ 'GET /api/content/gethomepage': { status: 500, error: 'Down' } });
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Games your players love, ready for your market.',
      }),
    ).toBeInTheDocument();
  });
});
