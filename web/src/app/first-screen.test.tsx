import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { globalsQueryOptions } from '../lib/globals';
import { contentKeys } from '../shared/page-content/api';
import { gameDetail, gameSummary } from '../test/factories';
import {
  calledPaths,
  demoUser,
  makeToken,
  mockFetch,
  renderApp,
  signInWith,
  testQueryClient,
} from '../test/utils';
import { prepareFirstScreen } from './router';

const hero = {
  eyebrow: 'Studio',
  title: 'Lottery games that sparkle',
  highlight: 'sparkle',
  text: 'Play the demos.',
  image: null,
  callsToAction: [],
};
const homepage = {
  page: 'homepage',
  revision: 1,
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedBy: 'Sophie Adler',
  hero,
  sections: [],
  featuredGameIds: [],
  featuredNewsIds: [],
  promotionalToolModuleIds: [],
  featuredNews: [],
  promotionalToolModules: [],
};

/**
 * A first visit's render waits for the globals and the opened page's code and content document, within
 * a bound.
 */
describe('prepareFirstScreen', () => {
  it("brings the globals and the home page's content document, so that the first render shows its title", async () => {
    mockFetch({
      'GET /api/globals/all': { data: { enquiriesEmail: 'hello@northstar.test' } },
      'GET /api/content/gethomepage': { data: homepage },
    });
    const client = testQueryClient();
    await prepareFirstScreen(client, '/', 5_000);
    expect(client.getQueryData(contentKeys.page('homepage'))).toMatchObject({ hero });
    expect(client.getQueryData(globalsQueryOptions.queryKey)).toMatchObject({
      enquiriesEmail: 'hello@northstar.test',
    });

    renderApp('/', client);
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery games that sparkle' })).toBeTruthy();
  });

  it('stops waiting after the bound when the document does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const client = testQueryClient();
    const started = Date.now();
    await prepareFirstScreen(client, '/', 50);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(client.getQueryData(contentKeys.page('homepage'))).toBeUndefined();
  });

  it("asks for a signed-in caller's user and games with the first screen, and a visitor's not", async () => {
    signInWith(makeToken());
    const fetch = mockFetch({
      'GET /api/globals/all': { data: {} },
      'GET /api/user/active': { data: demoUser() },
      'POST /api/game/all': { data: [] },
      'GET /api/content/getgamepage': { data: { ...homepage, page: 'gamepage' } },
    });
    await prepareFirstScreen(testQueryClient(), '/games', 5_000);
    expect(calledPaths(fetch)).toEqual(
      expect.arrayContaining(['GET /api/globals/all', 'GET /api/user/active', 'POST /api/game/all']),
    );

    signInWith(null);
    const visitor = mockFetch({
      'GET /api/globals/all': { data: {} },
      'GET /api/content/gethomepage': { data: homepage },
    });
    await prepareFirstScreen(testQueryClient(), '/', 5_000);
    expect(calledPaths(visitor)).not.toContain('GET /api/user/active');
    expect(calledPaths(visitor)).not.toContain('POST /api/game/all');
  });

  it('brings the games screen with its catalogue, so that the first render shows the cards rather than a loader', async () => {
    signInWith(makeToken());
    mockFetch({
      'GET /api/globals/all': { data: {} },
      'GET /api/user/active': { data: demoUser() },
      'POST /api/game/all': { data: [gameSummary({ id: 7, gameName: 'Early Bird' })] },
      'GET /api/content/getgamepage': { data: { ...homepage, page: 'gamepage' } },
    });
    const client = testQueryClient();
    await prepareFirstScreen(client, '/games', 5_000);

    renderApp('/games', client);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Early Bird' })).toBeTruthy();
  });

  it("brings a game's own page rather than the catalogue when the path names a game", async () => {
    signInWith(makeToken());
    const summary = gameSummary({ id: 7, gameName: 'Early Bird' });
    mockFetch({
      'GET /api/globals/all': { data: {} },
      'GET /api/user/active': { data: demoUser() },
      'POST /api/game/all': { data: [summary] },
      'GET /api/game/get': { data: gameDetail(summary) },
      'GET /api/content/getgamepage': { data: { ...homepage, page: 'gamepage' } },
    });
    const client = testQueryClient();
    await prepareFirstScreen(client, '/games/7/overview', 5_000);

    renderApp('/games/7/overview', client);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Games' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Early Bird' })).toBeTruthy();
  });

  it('asks for the globals alone on a page without a prepared first screen', async () => {
    const fetch = mockFetch({ 'GET /api/globals/all': { data: {} } });
    await prepareFirstScreen(testQueryClient(), '/login', 5_000);
    expect(calledPaths(fetch)).toEqual(['GET /api/globals/all']);
  });
});
