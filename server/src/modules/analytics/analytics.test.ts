import { todayIso } from '@portal/domain';
import { DOWNLOADS_CSV_COLUMNS, type DownloadAnalytics } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createGame,
  createOperator,
  createUser,
  signIn,
  type TestGame,
  type TestOperator,
  type TestUser,
} from '../../test/factories.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import type { DownloadEvent } from './recorder.ts';

const DAY_MS = 86_400_000;

describe('dashboard and download analytics', () => {
  const t = testAppForSuite({ seed: false });
  let today: string;
  let sa: string;
  let am: string;
  let cm: string;
  let customerToken: string;
  let north: TestOperator;
  let south: TestOperator;
  let staff: TestUser;
  let northBuyer: TestUser;
  let southBuyer: TestUser;
  let gold: TestGame;
  let silver: TestGame;
  /** Every download recorded, and the day each is on. */
  const recorded: (DownloadEvent & { day: string })[] = [];

  const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * DAY_MS);
  const asUser = (user: TestUser, operator: TestOperator | null, region: string | null) => ({
    id: user.id,
    operator: operator && { id: operator.id, name: operator.name, logo: null, regions: [] },
    regions: region ? [{ region, isDefault: true }] : [],
  });

  beforeAll(async () => {
    today = todayIso(t.clock());
    [north, south] = await Promise.all([
      createOperator(t, { name: 'North Lotto' }),
      createOperator(t, { name: '=South, "Lotto"' }),
    ]);
    staff = await createUser(t, { group: 'SA' });
    northBuyer = await createUser(t, { group: 'customer', operatorId: north.id, regions: ['us--georgia'] });
    southBuyer = await createUser(t, { group: 'customer', operatorId: south.id, regions: ['europe--spain'] });
    [sa, am, cm, customerToken] = await Promise.all([
      signIn(t.app, staff),
      createUser(t, { group: 'AM' }).then((user) => signIn(t.app, user)),
      createUser(t, { group: 'CM' }).then((user) => signIn(t.app, user)),
      signIn(t.app, northBuyer),
    ]);
    gold = await createGame(t, { gameName: 'Gold Rush' });
    silver = await createGame(t, { gameName: 'Silver Streak', isActive: false, roadmap: true });

    const who = {
      staff: asUser(staff, null, null),
      north: asUser(northBuyer, north, 'us--georgia'),
      south: asUser(southBuyer, south, 'europe--spain'),
    };
    const goldLogo = { id: 9001, name: 'gold-logo.png', rootKey: `game:${gold.id}` };
    const goldPack = { id: 9002, name: 'Gold Rush', rootKey: `game:${gold.id}` };
    const silverSheet = { id: 9003, name: 'silver, sheet.pdf', rootKey: `game:${silver.id}` };
    // Issue 28 item 18: a name with a semicolon before a formula, split there by semicolon locales.
    const brochure = { id: 9004, name: 'brochure;=1+1.pdf', rootKey: 'library' };
    const plan: [number, DownloadEvent['user'], DownloadEvent['asset'], 'file' | 'zip', number][] = [
      [0, who.north, goldLogo, 'file', 1000],
      [0, who.north, goldLogo, 'file', 1000],
      [0, who.south, goldPack, 'zip', 50_000],
      [1, who.south, silverSheet, 'file', 2000],
      [3, who.staff, brochure, 'file', 300],
      [3, who.north, brochure, 'file', 300],
      [10, who.north, goldPack, 'zip', 50_000],
      [29, who.south, goldLogo, 'file', 1000],
      // Outside the default 30 days.
      [30, who.north, goldLogo, 'file', 1000],
      [45, who.staff, silverSheet, 'file', 2000],
    ];
    for (const [ago, user, asset, kind, bytes] of plan) {
      const event = { kind, asset, user, bytes, at: daysAgo(ago) };
      recorded.push({ ...event, day: todayIso(event.at) });
      t.services.downloadRecorder.record(event);
    }
    await t.services.downloadRecorder.flush();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? { 'consumer-token': token } : {} });
  const analytics = async (query = '', token = sa): Promise<DownloadAnalytics> => {
    const response = await get(`/api/analytics/downloads${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  describe('who may call', () => {
    const urls = ['/api/dashboard/summary', '/api/analytics/downloads', '/api/analytics/downloads.csv'];

    it('refuses callers without a token with 401', async () => {
      for (const url of urls) {
        const response = await get(url);
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe('You need to be logged in.');
      }
    });

    it('refuses groups outside the admin area with 403, and lets an SA and an AM in', async () => {
      for (const url of urls) {
        for (const token of [cm, customerToken]) {
          const response = await get(url, token);
          expect(response.statusCode).toBe(403);
          expect(response.json().error).toBe('You are not authorised to make this request.');
        }
        expect((await get(url, sa)).statusCode).toBe(200);
        expect((await get(url, am)).statusCode).toBe(200);
      }
    });
  });

  it('adds up to the recorded downloads of the last 30 days', async () => {
    const inRange = recorded.filter((event) => event.day > todayIso(daysAgo(30)));
    const data = await analytics();
    expect(data.from).toBe(todayIso(daysAgo(29)));
    expect(data.to).toBe(today);
    expect(data.totals).toEqual({
      downloads: inRange.length,
      files: inRange.filter((event) => event.kind === 'file').length,
      zips: inRange.filter((event) => event.kind === 'zip').length,
      bytes: inRange.reduce((sum, event) => sum + event.bytes, 0),
      users: new Set(inRange.map((event) => event.user.id)).size,
    });
    expect(data.perDay).toHaveLength(30);
    expect(data.perDay.reduce((sum, day) => sum + day.downloads, 0)).toBe(inRange.length);
    expect(data.perDay.at(-1)).toEqual({ date: today, downloads: 3, bytes: 52_000 });
    expect(data.perDay.find((day) => day.date === todayIso(daysAgo(2)))).toMatchObject({
      downloads: 0,
      bytes: 0,
    });

    expect(data.topAssets[0]).toEqual({
      assetId: 9001,
      name: 'gold-logo.png',
      context: 'Gold Rush',
      kind: 'file',
      downloads: 3,
      bytes: 3000,
    });
    expect(data.topAssets.map((asset) => asset.assetId)).toEqual([9001, 9002, 9004, 9003]);
    expect(data.topGames).toEqual([
      { gameId: gold.id, gameName: 'Gold Rush', downloads: 5, bytes: 103_000 },
      { gameId: silver.id, gameName: 'Silver Streak', downloads: 1, bytes: 2000 },
    ]);
    expect(data.perOperator).toEqual([
      { operatorId: north.id, operatorName: 'North Lotto', downloads: 4, bytes: 52_300 },
      { operatorId: south.id, operatorName: '=South, "Lotto"', downloads: 3, bytes: 53_000 },
      { operatorId: null, operatorName: null, downloads: 1, bytes: 300 },
    ]);
    expect(data.perRegion).toEqual([
      { region: 'us--georgia', downloads: 4 },
      { region: 'europe--spain', downloads: 3 },
      { region: null, downloads: 1 },
    ]);

    const all = await analytics(`?from=${todayIso(daysAgo(60))}&to=${today}&top=2`);
    expect(all.totals.downloads).toBe(recorded.length);
    expect(all.perDay).toHaveLength(61);
    expect(all.topAssets).toHaveLength(2);
  });

  it("keeps each operator's downloads to itself", async () => {
    const northOnly = await analytics(`?operator=${north.id}`);
    expect(northOnly.operator).toBe(north.id);
    expect(northOnly.totals.downloads).toBe(4);
    expect(northOnly.perOperator).toEqual([
      { operatorId: north.id, operatorName: 'North Lotto', downloads: 4, bytes: 52_300 },
    ]);
    expect(northOnly.topAssets.map((asset) => asset.assetId).sort()).toEqual([9001, 9002, 9004]);
    expect(northOnly.perRegion).toEqual([{ region: 'us--georgia', downloads: 4 }]);

    const southOnly = await analytics(`?operator=${south.id}`);
    expect(southOnly.totals.downloads).toBe(3);
    expect(southOnly.topGames.map((game) => game.gameId).sort()).toEqual([gold.id, silver.id].sort());
    const staffOnly = await analytics('?operator=none');
    expect(staffOnly.totals).toMatchObject({ downloads: 1, users: 1 });
    const nobody = await analytics('?operator=999999');
    expect(nobody.totals.downloads).toBe(0);
    expect(nobody.topAssets).toEqual([]);
  });

  it('answers bad input with 400 and a message', async () => {
    const cases: [string, string][] = [
      [`?from=${today}&to=${todayIso(daysAgo(1))}`, 'from must be on or before to.'],
      ['?from=2026-02-30', "from must be a date 'YYYY-MM-DD'."],
      ['?to=yesterday', "to must be a date 'YYYY-MM-DD'."],
      ['?operator=north', "operator must be an operator id or 'none'."],
      ['?top=0', 'top must be between 1 and 50.'],
      [`?from=${todayIso(daysAgo(400))}`, 'The period can be at most 366 days long.'],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/analytics/downloads', '/api/analytics/downloads.csv']) {
        const response = await get(`${path}${query}`, sa);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(message);
      }
    }
  });

  it('exports the recorded downloads as CSV: a header, then one line per download, oldest first', async () => {
    const response = await get('/api/analytics/downloads.csv', am);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="downloads-${todayIso(daysAgo(29))}-to-${today}.csv"`,
    );
    const lines = response.body.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe(DOWNLOADS_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 8);
    const times = lines.slice(1).map((line) => line.split(',')[0]!);
    expect(times).toEqual([...times].sort());
    expect(times[0]!.slice(0, 10)).toBe(todayIso(daysAgo(29)));
    // Names with commas and quotes are quoted; one starting with '=' is defused for spreadsheets.
    expect(lines.slice(1).filter((line) => line.includes(`'=South, ""Lotto""`))).toHaveLength(3);
    expect(lines.some((line) => line.includes('"silver, sheet.pdf"'))).toBe(true);
    // A semicolon is a separator too (Excel in many locales): the cell is quoted, and the formula
    // after it defused for a reader that splits there anyway.
    const brochureLines = lines.filter((line) => line.includes('brochure'));
    expect(brochureLines).toHaveLength(2);
    for (const line of brochureLines) expect(line).toContain(`,"brochure;'=1+1.pdf",`);

    const northCsv = (await get(`/api/analytics/downloads.csv?operator=${north.id}`, sa)).body;
    expect(northCsv.split('\r\n').filter((line) => line !== '')).toHaveLength(1 + 4);
  });

  it('counts live and roadmap games, users by type and group, expiring guests and operators', async () => {
    // Each game's state by the one rule (domain gameState): an active game not yet released is not
    // live, and an inactive one off the roadmap is neither.
    await createGame(t, { gameName: 'Coming Soon', releaseDate: todayIso(daysAgo(-30)) });
    await createGame(t, { gameName: 'Switched Off', isActive: false, roadmap: false });
    await createUser(t, { group: 'guest', guest: { startDaysAgo: 10, days: 14 } });
    await createUser(t, { group: 'guest', guest: { startDaysAgo: 0, days: 30 } });
    await createUser(t, { group: 'guest', guest: { startDaysAgo: 20, days: 14 } });
    const response = await get('/api/dashboard/summary', sa);
    expect(response.json().data).toEqual({
      games: { live: 1, roadmap: 1, total: 4 },
      users: {
        byType: { igt: 3, operator: 2, guest: 2 },
        byGroup: { SA: 1, AM: 1, CM: 1, affiliate: 0, customer: 2, performance: 0, guest: 2 },
        total: 7,
      },
      guestsExpiringWithin7Days: 1,
      operators: 2,
    });

    // An account manager's counts leave out the SA and AM accounts their lists do not show.
    const forAm = (await get('/api/dashboard/summary', am)).json().data;
    expect(forAm.users).toEqual({
      byType: { igt: 1, operator: 2, guest: 2 },
      byGroup: { SA: 0, AM: 0, CM: 1, affiliate: 0, customer: 2, performance: 0, guest: 2 },
      total: 5,
    });
  });
});
