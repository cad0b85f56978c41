import type { RoadmapPlan } from '@portal/domain/schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGame, signInGroups, type TestGame } from '../../test/factories.ts';
import { testAppForSuite } from '../../test/test-app.ts';
import { apiClient } from '../games/test-support.ts';

describe('roadmap', () => {
  const t = testAppForSuite({ seed: false });
  let tokens: Record<'sa' | 'am' | 'customer' | 'affiliate', string>;
  let alpha: TestGame;
  let bravo: TestGame;
  let charlie: TestGame;
  let live: TestGame;

  beforeAll(async () => {
    tokens = await signInGroups(t, { sa: 'SA', am: 'AM', customer: 'customer', affiliate: 'affiliate' });
    // Made in turn: names sort Alpha, Bravo, Charlie whatever the ids.
    charlie = await createGame(t, { gameName: 'Charlie Roadmap', isActive: false });
    alpha = await createGame(t, { gameName: 'alpha Roadmap', isActive: false, roadmap: true });
    bravo = await createGame(t, { gameName: 'Bravo Roadmap', isActive: false });
    live = await createGame(t, { gameName: 'Live Game', isActive: true });
  });

  const put = (body: unknown, token?: string) => apiClient(t).json('/api/roadmap/put', body, token);
  const get = (token?: string) =>
    t.app.inject({ url: '/api/roadmap/get', headers: token ? { 'consumer-token': token } : {} });
  /** What /pipeline reads: the roadmap flags of game/all (a cached answer, decision 021). */
  const roadmapFlags = async (token: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/game/all',
      headers: { 'consumer-token': token },
    });
    const games = response.json().data as { id: number; roadmap: boolean }[];
    return Object.fromEntries(games.map((game) => [game.id, game.roadmap]));
  };

  const plan = (games: { gameId: number; months: { region: string; month: string }[] }[]) => ({ games });

  beforeEach(async () => {
    expect((await put(plan([{ gameId: alpha.id, months: [] }]), tokens.sa)).statusCode).toBe(200);
  });

  it('refuses callers without a token with 401', async () => {
    expect((await get()).statusCode).toBe(401);
    const response = await put(plan([]));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('You need to be logged in.');
  });

  it('lets only the Pipeline groups read the plan, and only an SA set it (403 otherwise)', async () => {
    expect((await get(tokens.affiliate)).statusCode).toBe(403);
    expect((await get(tokens.customer)).statusCode).toBe(200);
    expect((await get(tokens.am)).statusCode).toBe(200);
    const response = await put(plan([]), tokens.am);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You are not authorised to make this request.');
    expect((await put(plan([]), tokens.customer)).statusCode).toBe(403);
    expect((await get(tokens.sa)).json().data.games.map((game: { gameId: number }) => game.gameId)).toEqual([
      alpha.id,
    ]);
  });

  it('sets the whole plan in one call, which the pipeline and the games answers follow at once', async () => {
    expect(await roadmapFlags(tokens.customer)).toMatchObject({
      [alpha.id]: true,
      [bravo.id]: false,
      [charlie.id]: false,
    });

    const response = await put(
      plan([
        {
          gameId: charlie.id,
          months: [
            { region: 'us--georgia', month: '2027-05' },
            { region: 'europe--all', month: '2027-02' },
          ],
        },
        { gameId: bravo.id, months: [{ region: 'us--all', month: '2027-03' }] },
      ]),
      tokens.sa,
    );
    expect(response.statusCode).toBe(200);
    const expected: RoadmapPlan = {
      games: [
        { gameId: bravo.id, gameName: 'Bravo Roadmap', months: [{ region: 'us--all', month: '2027-03' }] },
        {
          gameId: charlie.id,
          gameName: 'Charlie Roadmap',
          months: [
            { region: 'europe--all', month: '2027-02' },
            { region: 'us--georgia', month: '2027-05' },
          ],
        },
      ],
    };
    expect(response.json().data).toEqual(expected);
    expect((await get(tokens.customer)).json().data).toEqual(expected);
    // Alpha left the roadmap; the live game is untouched.
    expect(await roadmapFlags(tokens.customer)).toMatchObject({
      [alpha.id]: false,
      [bravo.id]: true,
      [charlie.id]: true,
      [live.id]: false,
    });

    // The answer of roadmap/get goes back as it is, with a month moved.
    const moved = structuredClone(expected);
    moved.games[0]!.months[0]!.month = '2027-07';
    const again = await put(moved, tokens.sa);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.games[0].months).toEqual([{ region: 'us--all', month: '2027-07' }]);

    const log = await t.app.inject({
      url: '/api/logs/get?limit=1',
      headers: { 'consumer-token': tokens.sa },
    });
    expect(log.json().data[0].description).toBe('Edited the roadmap: months');
  });

  it('refuses a plan naming a live game or a missing one, and changes nothing', async () => {
    const withLive = await put(
      plan([
        { gameId: bravo.id, months: [{ region: 'us--all', month: '2027-03' }] },
        { gameId: live.id, months: [] },
      ]),
      tokens.sa,
    );
    expect(withLive.statusCode).toBe(400);
    expect(withLive.json().error).toBe(
      "'Live Game' is live: only games that are not yet live can be on the roadmap.",
    );
    const missing = await put(plan([{ gameId: 999_999, months: [] }]), tokens.sa);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('There is no game with id 999999.');
    expect((await get(tokens.sa)).json().data.games).toEqual([
      { gameId: alpha.id, gameName: 'alpha Roadmap', months: [] },
    ]);
    expect(await roadmapFlags(tokens.sa)).toMatchObject({ [alpha.id]: true, [bravo.id]: false });
  });

  it('answers bad input with 400 and a message naming the problem', async () => {
    const cases: [unknown, string][] = [
      [{}, 'games must be a list of { gameId, months }.'],
      [
        plan([{ gameId: alpha.id, months: [{ region: 'us--georgia', month: '2027-5' }] }]),
        "months: month must be 'YYYY-MM', e.g. '2027-03'.",
      ],
      [
        plan([{ gameId: alpha.id, months: [{ region: 'mars--base', month: '2027-05' }] }]),
        "months: 'mars--base' is not a region.",
      ],
      [{ games: [{ gameId: alpha.id }] }, 'months must be a list of { region, month }.'],
    ];
    for (const [body, message] of cases) {
      const response = await put(body, tokens.sa);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const broken = await put('{"games": [', tokens.sa);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, data: null });
  });

  it("drops a deleted game's months with it", async () => {
    const doomed = await createGame(t, { gameName: 'Doomed Roadmap', isActive: false });
    await put(plan([{ gameId: doomed.id, months: [{ region: 'us--all', month: '2027-01' }] }]), tokens.sa);
    await t.services.games.delete(doomed.id, null);
    expect((await get(tokens.sa)).json().data.games).toEqual([]);
    const left = await t.database.db.selectFrom('roadmap_months').selectAll().execute();
    expect(left).toEqual([]);
  });
});
