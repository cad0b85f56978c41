import { gunzipSync } from 'node:zlib';
import { matchesRegionSelection } from '@portal/domain';
import type { GameDetail, GameSummary } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pngFile } from '../../test/form-files.ts';
import { loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { storedFiles, treeRows } from '../assets/test-support.ts';
import { apiClient, ID_INVALID, NOT_AUTHORISED, NOT_LOGGED_IN, pngOf } from './test-support.ts';

describe('games API', () => {
  const t = testAppForSuite({ seed: 'demo' });
  let tokens: Record<'sa' | 'am' | 'customer' | 'performance' | 'affiliate' | 'guest', string>;
  let api: ReturnType<typeof apiClient>;
  /** The seeded games as the database holds them. */
  let seeded: { id: number; game_name: string; is_active: number; roadmap: number; featured: number }[];

  beforeAll(async () => {
    api = apiClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'am', 'customer', 'performance', 'affiliate', 'guest']);
    seeded = await t.database.db
      .selectFrom('games')
      .select(['id', 'game_name', 'is_active', 'roadmap', 'featured'])
      .execute();
  });

  const released = () => seeded.filter((game) => game.is_active === 1 && game.roadmap === 0);
  const unreleased = () => seeded.filter((game) => game.is_active === 0 || game.roadmap === 1);
  const seededNamed = (name: string) => seeded.find((game) => game.game_name === name)!;

  async function all(fields: Record<string, string> = {}, token?: string): Promise<GameSummary[]> {
    const response = await api.post('/api/game/all', fields, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function create(fields: Record<string, string>, token = tokens.sa): Promise<GameDetail> {
    const response = await api.post('/api/game/create', { type: 'POST', ...fields }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  describe('POST /api/game/all', () => {
    it('answers visitors, guests and every group the active games, with list fields only at depth 0', async () => {
      for (const token of [undefined, tokens.guest, tokens.affiliate, tokens.am]) {
        const response = await api.post('/api/game/all', { depth: '0' }, token);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const games: GameSummary[] = response.json().data;
        const expected = token === tokens.am ? seeded : released();
        expect(games.map((game) => game.id).sort((a, b) => a - b)).toEqual(
          expected.map((game) => game.id).sort((a, b) => a - b),
        );
      }
      const [game] = await all();
      expect(game).toMatchObject({ id: expect.any(Number), gameName: expect.any(String), isActive: true });
      expect(game).not.toHaveProperty('gameCentre');
      expect(game).not.toHaveProperty('description');
      expect(game!.assets[0]).toMatchObject({
        type: 'image',
        link: `/download/asset/${game!.assets[0]!.id}`,
        alink: `/download/asset/${game!.assets[0]!.id}/preview`,
      });
    });

    it('keeps inactive and roadmap games for callers with the Pipeline permission', async () => {
      expect(unreleased().length).toBeGreaterThan(0);
      const forCustomer = await all({}, tokens.customer);
      const forPerformance = await all({ isActive: 'false' }, tokens.performance);
      expect(forCustomer).toHaveLength(seeded.length);
      expect(forPerformance.map((game) => game.id).sort()).toEqual(
        seeded
          .filter((game) => game.is_active === 0)
          .map((game) => game.id)
          .sort(),
      );
      expect(forPerformance.some((game) => game.roadmap)).toBe(true);
      expect(await all({ isActive: 'false' }, tokens.affiliate)).toEqual([]);
      expect(await all({ isActive: 'false' })).toEqual([]);
    });

    it('lists the newest release first, and every game at most once', async () => {
      const games = await all();
      const dates = games.map((game) => game.releaseDate).filter((date): date is string => date !== null);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    });

    it('filters by a region selection as DESIGN says (group--all, games without regions)', async () => {
      const everything = await all({}, tokens.sa);
      for (const selection of [
        ['us--pennsylvania'],
        ['europe--all'],
        ['latam--jamaica', 'apac--new-zealand'],
      ]) {
        const games = await all({ regions: JSON.stringify(selection) }, tokens.sa);
        const expected = everything.filter((game) =>
          matchesRegionSelection(
            game.regions.map((entry) => entry.region),
            selection,
          ),
        );
        expect(games.map((game) => game.id)).toEqual(expected.map((game) => game.id));
        expect(games.length).toBeLessThan(everything.length);
      }
      expect(await all({ regions: '[]' }, tokens.sa)).toHaveLength(everything.length);
    });

    it('answers bad input with 400 and a readable message', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ regions: '["us--atlantis"]' }, "regions: 'us--atlantis' is not a region."],
        [{ regions: '[not json' }, 'regions must be a JSON list.'],
        [{ depth: '2' }, 'depth must be 0 or 1.'],
        [{ isActive: 'maybe' }, 'isActive'],
      ];
      for (const [fields, message] of cases) {
        const response = await api.post('/api/game/all', fields);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, data: null });
        expect(response.json().error).toContain(message);
      }
    });

    it('answers depth 1 with the page fields, the game centre tree and downloadable assets', async () => {
      const games: GameDetail[] = (await api.post('/api/game/all', { depth: '1' })).json().data;
      const game = games.find((entry) => entry.gameName === "Pharaoh's Fortune")!;
      expect(game.description).toMatch(/<p>/);
      expect(game.gameCentre).toHaveLength(1);
      expect(game.gameCentre[0]).toMatchObject({ name: "Pharaoh's Fortune", type: 'folder' });
      const names = game.gameCentre[0]!.children.map((child) => child.name);
      expect(names).toEqual(
        expect.arrayContaining(['Artwork', "Pharaoh's Fortune sell sheet.pdf", "Pharaoh's Fortune logo.png"]),
      );
      expect(game.downloadableAssets.map((asset) => asset.name)).toEqual([
        "Pharaoh's Fortune sell sheet.pdf",
        "Pharaoh's Fortune logo.png",
        "Pharaoh's Fortune banner.jpg",
      ]);
      expect(game.assetSlots.thumbnail).toEqual(game.assets);
    });

    it('accepts its fields as JSON too, and sends an ETag a client can revalidate with', async () => {
      const first = await api.json('/api/game/all', { depth: 0, regions: ['us--all'] });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await api.post('/api/game/all', { depth: '0', regions: '["us--all"]' }, undefined, {
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('sends the answer gzipped to a client that accepts it', async () => {
      const plain = await api.post('/api/game/all', {}, tokens.customer);
      const zipped = await api.post('/api/game/all', {}, tokens.customer, {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);
    });
  });

  describe('GET /api/game/get', () => {
    it('answers anyone an active game at depth 1 by default, and at depth 0 when asked', async () => {
      const { id } = released()[0]!;
      const response = await api.get(`/api/game/get?id=${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id,
        gameCentre: expect.any(Array),
        videos: expect.any(Array),
      });
      const summary = (await api.get(`/api/game/get?id=${id}&depth=0`)).json().data;
      expect(summary).not.toHaveProperty('gameCentre');
    });

    it('hides an unreleased game from callers without the Pipeline permission', async () => {
      const roadmap = seeded.find((game) => game.roadmap === 1)!;
      for (const token of [undefined, tokens.guest, tokens.affiliate]) {
        const response = await api.get(`/api/game/get?id=${roadmap.id}`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('There is no game with this id.');
      }
      const forCustomer = await api.get(`/api/game/get?id=${roadmap.id}`, tokens.customer);
      expect(forCustomer.statusCode).toBe(200);
      expect(forCustomer.json().data).toMatchObject({ roadmap: true, isActive: false });
    });

    it('applies isActive', async () => {
      const { id } = released()[0]!;
      expect((await api.get(`/api/game/get?id=${id}&isActive=true`)).statusCode).toBe(200);
      expect((await api.get(`/api/game/get?id=${id}&isActive=false`, tokens.sa)).statusCode).toBe(404);
    });

    it.each(['abc', '1.5', '-3', '', '0x10'])(
      "answers 400 'Id provided is invalid' for id %j",
      async (id) => {
        const response = await api.get(`/api/game/get?id=${encodeURIComponent(id)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(ID_INVALID);
      },
    );

    it('answers 404 for an id no game has', async () => {
      expect((await api.get('/api/game/get?id=999999')).statusCode).toBe(404);
    });
  });

  describe('GET /api/game/name', () => {
    it('finds a game by its name in any case', async () => {
      const response = await api.get(`/api/game/name?name=${encodeURIComponent("  PHARAOH'S fortune ")}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.gameName).toBe("Pharaoh's Fortune");
    });

    it('answers 404 for an unknown or hidden name and 400 without one', async () => {
      expect((await api.get('/api/game/name?name=Nothing%20Like%20It')).statusCode).toBe(404);
      const roadmap = seeded.find((game) => game.roadmap === 1)!;
      const hidden = `/api/game/name?name=${encodeURIComponent(roadmap.game_name)}`;
      expect((await api.get(hidden)).statusCode).toBe(404);
      expect((await api.get(hidden, tokens.performance)).statusCode).toBe(200);
      const missing = await api.get('/api/game/name');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe("Please give the game's name.");
    });
  });

  describe('GET /api/game/ids', () => {
    it('answers the visible games among the ids, in the order asked', async () => {
      const [a, b, c] = released();
      const roadmap = seeded.find((game) => game.roadmap === 1)!;
      const ids = [c!.id, roadmap.id, a!.id, 999999, b!.id];
      const response = await api.get(`/api/game/ids?ids=${ids.join(':')}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((game: GameSummary) => game.id)).toEqual([c!.id, a!.id, b!.id]);
      const forSa = (await api.get(`/api/game/ids?ids=${ids.join(':')}`, tokens.sa)).json().data;
      expect(forSa.map((game: GameSummary) => game.id)).toEqual([c!.id, roadmap.id, a!.id, b!.id]);
    });

    it.each(['1:x', '', ':', '1::2', '1,2'])(
      "answers 400 'Id provided is invalid' for ids %j",
      async (ids) => {
        const response = await api.get(`/api/game/ids?ids=${encodeURIComponent(ids)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(ID_INVALID);
      },
    );
  });

  describe('POST /api/game/date', () => {
    it('answers the games whose release date for the selection is on or after the date', async () => {
      const game = await create({
        gameName: 'Regional Dates Test',
        isActive: 'true',
        isReleaseDatePerRegion: 'true',
        releaseDate: '2031-06-01',
        regions: JSON.stringify([
          { region: 'us--georgia', releaseDate: '2031-01-10' },
          { region: 'europe--belgium', releaseDate: '2031-03-20' },
        ]),
      });
      const names = async (fields: Record<string, string>) =>
        ((await api.post('/api/game/date', fields)).json().data as GameSummary[]).map(
          (entry) => entry.gameName,
        );

      expect(await names({ date: '2031-02-01', regions: '["us--georgia"]' })).not.toContain(game.gameName);
      expect(await names({ date: '2031-02-01', regions: '["europe--all"]' })).toContain(game.gameName);
      expect(await names({ date: '2031-01-10', regions: '["us--all"]' })).toContain(game.gameName);
      // Without a selection every region counts, so the earliest date does.
      expect(await names({ date: '2031-01-11' })).not.toContain(game.gameName);
      expect(await names({ date: '2031-01-10' })).toEqual([game.gameName]);
    });

    it('answers 400 for a missing or malformed date', async () => {
      for (const fields of [{}, { date: '10/01/2031' }, { date: '2031-02-30' }] as Record<string, string>[]) {
        const response = await api.post('/api/game/date', fields);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('date must be a date (YYYY-MM-DD).');
      }
    });
  });

  describe('POST /api/game/featured', () => {
    it('answers the featured games a caller may see', async () => {
      const games: GameSummary[] = (await api.post('/api/game/featured')).json().data;
      const expected = released().filter((game) => game.featured === 1);
      expect(expected.length).toBeGreaterThan(0);
      expect(games.map((game) => game.id).sort()).toEqual(expected.map((game) => game.id).sort());
      expect(games.every((game) => game.featured)).toBe(true);
    });
  });

  describe('POST /api/game/create', () => {
    it('lets an SA add a game with every field, and answers it as game/get does', async () => {
      const game = await create({
        gameName: 'Fresh Fields',
        isActive: 'true',
        live: '1',
        featured: 'false',
        releaseDate: '2030-05-01',
        displayReleaseDate: '2030-05-01',
        gameType: 'Jackpot',
        mechanic: 'Keno',
        channels: '["tablet","phone"]',
        features: 'Bonus',
        themes: '["Sports","Winter"]',
        regions: '["us--all","canada--ontario"]',
        videos: JSON.stringify([{ title: 'Trailer', video: 'abc123' }]),
        softwareIds: '["200-1-001","200-1-002"]',
        softwareId: '200-1-001',
        demoTechnology: 'HTML',
        demoEnvironment: 'cloud',
        demoCurrency: 'GBP:EUR',
        demoSoftwareId: '200-1-001',
        description: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      });
      expect(game).toMatchObject({
        gameName: 'Fresh Fields',
        isActive: true,
        live: true,
        gameType: 'Jackpot',
        channels: ['phone', 'tablet'],
        features: ['Bonus'],
        themes: ['Sports', 'Winter'],
        regions: [
          { region: 'canada--ontario', releaseDate: null, displayReleaseDate: null },
          { region: 'us--all', releaseDate: null, displayReleaseDate: null },
        ],
        softwareIds: [{ softwareId: '200-1-001' }, { softwareId: '200-1-002' }],
        demoCurrency: 'GBP:EUR',
        videos: [{ title: 'Trailer', video: 'abc123' }],
        gameCentre: [],
      });
      expect(game.description).toBe('<p>Hello <a rel="noopener noreferrer" target="_blank">x</a></p>');
      // A visitor reads it as saved, but for the day its assets arrive (the embargo, decision 150).
      expect((await api.get(`/api/game/get?id=${game.id}`)).json().data).toEqual({
        ...game,
        assetsFrom: game.releaseDate,
      });
    });

    it("keeps a description's '&', text in angle brackets, paragraphs and line breaks (issue 28 item 6)", async () => {
      const game = await create({
        gameName: 'Tom and Jerry Scratch',
        isActive: 'true',
        description: '<p>Tom &amp; Jerry &lt;b&gt;</p><p>Line one<br>line two</p>',
      });
      const expected = '<p>Tom &amp; Jerry &lt;b&gt;</p><p>Line one<br />line two</p>';
      expect(game.description).toBe(expected);
      expect((await api.get(`/api/game/get?id=${game.id}`)).json().data.description).toBe(expected);

      const plain = await api.post(
        '/api/game/create',
        { type: 'PUT', id: String(game.id), description: 'Cats & dogs\n\nFirst line\nsecond line' },
        tokens.sa,
      );
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.json().data.description).toBe('<p>Cats &amp; dogs</p><p>First line<br />second line</p>');
    });

    it('refuses no token with 401, and every group but SA with 403', async () => {
      const none = await api.post('/api/game/create', { type: 'POST', gameName: 'Nope' });
      expect(none.statusCode).toBe(401);
      expect(none.json().error).toBe(NOT_LOGGED_IN);
      for (const token of [tokens.am, tokens.customer, tokens.performance, tokens.guest]) {
        const refused = await api.post('/api/game/create', { type: 'POST', gameName: 'Nope' }, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe(NOT_AUTHORISED);
      }
      expect((await api.get('/api/game/name?name=Nope', tokens.sa)).statusCode).toBe(404);
    });

    it('answers bad input with 400 and a message that names the problem', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ gameName: 'X' }, 'type must be POST (add a game) or PUT (edit one).'],
        [{ type: 'POST' }, "Please enter the game's name."],
        [{ type: 'POST', gameName: 'X', gameType: 'Scratch' }, 'gameType must be one of: None, Casual Games'],
        [{ type: 'POST', gameName: 'X', channels: '["phone","fax"]' }, 'channels must be one of:'],
        [{ type: 'POST', gameName: 'X', releaseDate: 'soon' }, 'releaseDate must be a date (YYYY-MM-DD).'],
        [{ type: 'POST', gameName: 'X', regions: '["mars--all"]' }, "regions: 'mars--all' is not a region."],
        [{ type: 'POST', gameName: 'X', videos: '[{"video":"javascript:x"}]' }, 'videos: a video is an id'],
        [{ type: 'POST', gameName: 'X', thumbnail: '[{"id":"abc"}]' }, ID_INVALID],
        [
          { type: 'POST', gameName: 'X', 'files[thumbnail][0][id]': '999999' },
          'There is no file with id 999999',
        ],
        [{ type: 'POST', gameName: 'X', 'files[poster][0][id]': '1' }, 'files[poster][0][id] is not a field'],
        [{ type: 'PUT', gameName: 'X' }, ID_INVALID],
        [{ type: 'PUT', id: 'abc' }, ID_INVALID],
      ];
      for (const [fields, message] of cases) {
        const response = await api.post('/api/game/create', fields, tokens.sa);
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().error).toContain(message);
      }
      expect((await api.get('/api/game/name?name=X', tokens.sa)).statusCode).toBe(404);
    });

    it('answers 409 for a name another game has, and 404 for an edit of an unknown game', async () => {
      const taken = await api.post(
        '/api/game/create',
        { type: 'POST', gameName: "pharaoh's FORTUNE" },
        tokens.sa,
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe("There is already a game called 'pharaoh's FORTUNE'.");
      const unknown = await api.post(
        '/api/game/create',
        { type: 'PUT', id: '999999', live: 'true' },
        tokens.sa,
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('edits only the fields sent (type PUT)', async () => {
      const game = await create({
        gameName: 'Partial Edit',
        isActive: 'true',
        channels: '["phone"]',
        mechanic: 'Bingo',
      });
      const response = await api.post(
        '/api/game/create',
        { type: 'PUT', id: String(game.id), mechanic: 'Crossword', featured: 'true' },
        tokens.sa,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        gameName: 'Partial Edit',
        mechanic: 'Crossword',
        featured: true,
        channels: ['phone'],
        isActive: true,
      });
    });

    it('stores uploaded files in the game centre and puts them and reused assets in their slots', async () => {
      const pharaoh = (await api.get(`/api/game/get?id=${seededNamed("Pharaoh's Fortune").id}`)).json()
        .data as GameDetail;
      const reused = pharaoh.assetSlots.logo[0]!;
      const response = await api.multipart(
        '/api/game/create',
        {
          type: 'POST',
          gameName: 'Uploaded Art',
          isActive: 'true',
          'files[logo][0][id]': String(reused.id),
          downloadableAssets: JSON.stringify([{ id: reused.id }]),
        },
        [
          await pngFile('files[thumbnail][0][data]', 'card.png', '#ff00aa'),
          pdfFile('files[downloadableAssets][1][data]', 'Rules.pdf'),
        ],
        tokens.sa,
      );
      expect(response.statusCode, response.body).toBe(200);
      const game: GameDetail = response.json().data;
      expect(game.assets).toEqual([expect.objectContaining({ name: 'card.png', type: 'image' })]);
      expect(game.assetSlots.logo).toEqual([reused]);
      expect(game.downloadableAssets.map((asset) => asset.name)).toEqual([reused.name, 'Rules.pdf']);
      const centre = game.gameCentre[0]!;
      expect(centre.name).toBe('Uploaded Art');
      expect(centre.children.map((child) => child.name)).toEqual(['Artwork', 'Rules.pdf']);
      expect(centre.children[0]!.children.map((child) => child.name)).toEqual(['card.png']);
      // Artwork of a game is showcase material: a visitor may see its preview.
      expect((await api.get(game.assets[0]!.alink!)).statusCode).toBe(200);
    });

    it('accepts a multipart form with a bad field by refusing it and storing nothing', async () => {
      const before = await t.database.db.selectFrom('assets').select('id').execute();
      const response = await api.multipart(
        '/api/game/create',
        { type: 'POST', gameName: 'Refused Upload', gameType: 'Nonsense' },
        [await pngFile('files[thumbnail][0][data]', 'x.png', '#00ff00')],
        tokens.sa,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^gameType must be one of/);
      expect((await t.database.db.selectFrom('assets').select('id').execute()).length).toBe(before.length);
      // The file streamed into staging before the form was checked; it is dropped with the refusal.
      expect(storedFiles(t).temporaries).toEqual([]);
      const wrongField = await api.multipart(
        '/api/game/create',
        { type: 'POST', gameName: 'Refused Upload' },
        [{ field: 'poster', name: 'x.png', content: await pngOf('#00ff00'), type: 'image/png' }],
        tokens.sa,
      );
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().error).toMatch(/^Files go in files\[slot\]\[n\]\[data\]/);
    });
  });

  describe('the kept answers', () => {
    it('are renewed by every write: an edit is seen by the next read', async () => {
      const game = await create({ gameName: 'Cache Me', isActive: 'true' });
      const before = await api.post('/api/game/all');
      expect(before.json().data.map((entry: GameSummary) => entry.gameName)).toContain('Cache Me');

      await api.post(
        '/api/game/create',
        { type: 'PUT', id: String(game.id), gameName: 'Cache Me Renamed' },
        tokens.sa,
      );
      const after = await api.post('/api/game/all', {}, undefined, {
        'if-none-match': before.headers.etag as string,
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const names = after.json().data.map((entry: GameSummary) => entry.gameName);
      expect(names).toContain('Cache Me Renamed');
      expect(names).not.toContain('Cache Me');

      await api.post('/api/game/create', { type: 'PUT', id: String(game.id), isActive: 'false' }, tokens.sa);
      expect((await all()).map((entry) => entry.id)).not.toContain(game.id);
      expect((await all({}, tokens.customer)).map((entry) => entry.id)).toContain(game.id);
    });

    it("are renewed when the asset library changes a game's artwork", async () => {
      const id = seededNamed('Viking Voyage').id;
      const thumbnail = (await all()).find((game) => game.id === id)!.assets[0]!;
      const renamed = await api.post(
        '/api/asset/rename',
        { id: String(thumbnail.id), name: 'Longship' },
        tokens.sa,
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await all()).find((game) => game.id === id)!.assets[0]!.name).toBe('Longship.webp');
    });
  });

  describe('POST /api/game/delete', () => {
    it('refuses no token with 401, other groups with 403, bad ids with 400, unknown ids with 404', async () => {
      const { id } = released()[0]!;
      expect((await api.post('/api/game/delete', { id: String(id) })).statusCode).toBe(401);
      for (const token of [tokens.am, tokens.customer, tokens.guest]) {
        expect((await api.post('/api/game/delete', { id: String(id) }, token)).statusCode).toBe(403);
      }
      const bad = await api.post('/api/game/delete', { id: 'abc' }, tokens.sa);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(ID_INVALID);
      expect((await api.post('/api/game/delete', { id: '999999' }, tokens.sa)).statusCode).toBe(404);
      expect((await api.get(`/api/game/get?id=${id}`)).statusCode).toBe(200);
    });

    it('deletes the game and its own files, but keeps the files another game uses', async () => {
      const doomed = (await api.get(`/api/game/get?id=${seededNamed('Safari Sevens').id}`)).json()
        .data as GameDetail;
      const sharedThumbnail = doomed.assets[0]!;
      const sellSheet = doomed.downloadableAssets[0]!;
      const keeper = await create({
        gameName: 'Borrowed Artwork',
        isActive: 'true',
        'files[thumbnail][0][id]': String(sharedThumbnail.id),
      });

      const response = await api.post('/api/game/delete', { id: String(doomed.id) }, tokens.sa);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: doomed.id });
      expect((await api.get(`/api/game/get?id=${doomed.id}`, tokens.sa)).statusCode).toBe(404);
      expect((await all({}, tokens.sa)).map((game) => game.id)).not.toContain(doomed.id);

      const kept = (await api.get(`/api/game/get?id=${keeper.id}`)).json().data as GameDetail;
      expect(kept.assets).toEqual([sharedThumbnail]);
      expect((await api.get(sharedThumbnail.alink!)).statusCode).toBe(200);
      const rows = await treeRows(t, `game:${doomed.id}`);
      expect(rows.map((row) => row.name).sort()).toEqual(
        ['Artwork', 'Safari Sevens (deleted game)', sharedThumbnail.name].sort(),
      );
      expect(rows.map((row) => row.id)).not.toContain(sellSheet.id);
    });

    it('removes the whole tree when nothing else uses its files', async () => {
      const game = (await api.get(`/api/game/get?id=${seededNamed('Goal Rush').id}`)).json()
        .data as GameDetail;
      expect((await api.post('/api/game/delete', { id: String(game.id) }, tokens.sa)).statusCode).toBe(200);
      expect(await treeRows(t, `game:${game.id}`)).toEqual([]);
    });
  });
});
