import type { WhatsNew } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFolder, createGame, createUser, signIn } from '../../test/factories.ts';
import { loginDemoAccounts, manualClock, testAppForSuite } from '../../test/test-app.ts';
import { assetClient } from '../assets/test-support.ts';
import { caller } from '../users/test-support.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// Noon UTC tomorrow, so tokens made on this clock stay ahead of the real one.
const START = new Date(Math.floor(Date.now() / DAY) * DAY + DAY + DAY / 2);
const time = manualClock(START);
const t = testAppForSuite({ clock: time.clock });
let http: ReturnType<typeof caller>;
let tokens: Record<'sa' | 'customer' | 'guest', string>;

const whatsNew = async (token: string, query = '') => {
  const response = await http.get(`/api/whats-new${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as WhatsNew;
};
const gameIn = (news: WhatsNew, id: number) => news.games.find((game) => game.id === id);

beforeAll(async () => {
  http = caller(t);
  tokens = await loginDemoAccounts(t, ['sa', 'customer', 'guest']);
});

describe('GET /api/whats-new', () => {
  it('refuses a visitor and answers bad input with a sentence', async () => {
    const visitor = await http.get('/api/whats-new');
    expect(visitor.statusCode).toBe(401);
    const badSince = await http.get('/api/whats-new?since=yesterday', tokens.customer);
    expect(badSince.statusCode).toBe(400);
    expect(badSince.json().error).toBe(
      'since must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z).',
    );
    const badRegions = await http.get('/api/whats-new?regions=["us--atlantis"]', tokens.customer);
    expect(badRegions.statusCode).toBe(400);
    expect(badRegions.json().error).toBe("regions: 'us--atlantis' is not a region.");
  });

  it('lists games released or added since the last visit, for the selection, with artwork and a count', async () => {
    const inRegion = (region: string) => [{ region, releaseDate: null, displayReleaseDate: null }];
    const released = await createGame(t, {
      gameName: 'Lucky Leprechaun',
      regions: inRegion('us--pennsylvania'),
    });
    const elsewhere = await createGame(t, { gameName: 'Belgian Gold', regions: inRegion('europe--belgium') });
    const roadmap = await createGame(t, { gameName: 'Secret Future', roadmap: true });
    const news = await whatsNew(tokens.customer, '?regions=["us--pennsylvania"]');
    expect(gameIn(news, released.id)).toMatchObject({ gameName: 'Lucky Leprechaun', arrival: 'released' });
    expect(gameIn(news, elsewhere.id)).toBeUndefined();
    expect(gameIn(news, roadmap.id)).toBeUndefined();
    expect(news.count).toBe(
      news.games.filter((g) => g.arrival).length + news.otherAssets.length + news.stories.length,
    );
    // A first visit looks back 28 days.
    expect(Date.parse(news.until) - Date.parse(news.since)).toBe(28 * DAY);
  });

  it('lists new files of the games and folders the caller may read, by game, never a roadmap game’s', async () => {
    const game = await createGame(t, { gameName: 'Folder Fortune' });
    const hidden = await createGame(t, { gameName: 'Hidden Heist', roadmap: true });
    const assets = assetClient(t);
    const kit = await createFolder(t, { gameId: game.id, name: 'Marketing kit' });
    const hiddenKit = await createFolder(t, { gameId: hidden.id, name: 'Kit' });
    const library = await createFolder(t, { name: 'Brand' });
    await assets.putInto(
      kit.id,
      [{ name: 'banner.pdf', content: '%PDF-1.4 banner', type: 'application/pdf' }],
      tokens.sa,
    );
    await assets.putInto(
      hiddenKit.id,
      [{ name: 'teaser.pdf', content: '%PDF-1.4 teaser', type: 'application/pdf' }],
      tokens.sa,
    );
    await assets.putInto(
      library.id,
      [{ name: 'logo.pdf', content: '%PDF-1.4 logo', type: 'application/pdf' }],
      tokens.sa,
    );

    const customer = await whatsNew(tokens.customer);
    expect(gameIn(customer, game.id)?.assets).toEqual([
      expect.objectContaining({
        name: 'banner.pdf',
        folder: 'Marketing kit',
        page: `/games/${game.id}/assets`,
      }),
    ]);
    expect(gameIn(customer, hidden.id)).toBeUndefined();
    expect(JSON.stringify(customer)).not.toContain('teaser.pdf');
    expect(customer.otherAssets).toEqual([
      expect.objectContaining({
        name: 'logo.pdf',
        folder: 'Brand',
        tree: 'Resource Library',
        page: '/asset-manager',
      }),
    ]);
    // A guest has no Asset Manager permission: games, yes; files, none.
    const guest = await whatsNew(tokens.guest);
    expect(gameIn(guest, game.id)?.assets).toEqual([]);
    expect(guest.otherAssets).toEqual([]);
  });

  it('keeps the count through the visit, and starts it again once marked seen', async () => {
    const user = await createUser(t, { group: 'performance' });
    const token = await signIn(t.app, user);
    const first = await whatsNew(token);
    expect(first.count).toBeGreaterThan(0);
    time.advance(10 * MINUTE);
    expect((await whatsNew(token)).count).toBe(first.count);

    const seen = await http.post('/api/whats-new/seen', { until: first.until }, token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.since).toBe(first.until);
    expect((await whatsNew(token)).count).toBe(0);

    time.advance(MINUTE);
    const later = await createGame(t, { gameName: 'Arrived Later', releaseDate: '2000-01-01' });
    const after = await whatsNew(token);
    expect(after.count).toBe(1);
    expect(gameIn(after, later.id)?.arrival).toBe('added');

    const bad = await http.post('/api/whats-new/seen', { until: 'soon' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('until must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z).');
    expect((await http.post('/api/whats-new/seen', {})).statusCode).toBe(401);
  });

  it('after a pause of half an hour counts from the end of the previous visit', async () => {
    const user = await createUser(t, { group: 'affiliate' });
    const token = await signIn(t.app, user);
    await whatsNew(token);
    const lastActive = time.clock().toISOString();
    time.advance(40 * MINUTE);
    const next = await whatsNew(token);
    expect(next.since).toBe(lastActive);
  });

  it('takes `since` when given', async () => {
    const since = new Date(time.clock().getTime() - DAY).toISOString();
    expect((await whatsNew(tokens.customer, `?since=${since}`)).since).toBe(since);
  });
});

describe('the digest settings', () => {
  it('are weekly for an account that never chose, and change to daily or none', async () => {
    const user = await createUser(t, { group: 'customer' });
    const token = await signIn(t.app, user);
    const read = await http.get('/api/digest/settings', token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ frequency: 'weekly', lastSentAt: null });
    const daily = await http.post('/api/digest/settings', { frequency: 'daily' }, token);
    expect(daily.json().data.frequency).toBe('daily');
    expect((await http.get('/api/digest/settings', token)).json().data.frequency).toBe('daily');
  });

  it('refuse a visitor and a frequency that is not one', async () => {
    expect((await http.get('/api/digest/settings')).statusCode).toBe(401);
    expect((await http.post('/api/digest/settings', { frequency: 'daily' })).statusCode).toBe(401);
    const bad = await http.post('/api/digest/settings', { frequency: 'hourly' }, tokens.guest);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('frequency must be weekly, daily or none.');
  });
});

describe('unsubscribing', () => {
  it('refuses a token that was not made here, as a sentence', async () => {
    const forged = await http.post(
      '/api/digest/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      {},
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('This unsubscribe link is not valid: open it from the e-mail again.');
    const missing = await http.post('/api/digest/unsubscribe', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('The unsubscribe link is incomplete: open it from the e-mail again.');
    const page = await http.get('/digest/unsubscribe?token=nope');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This link is not valid');
  });
});
