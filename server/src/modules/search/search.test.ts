import { Readable } from 'node:stream';
import type { SearchAnswer } from '@portal/domain/schemas';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildSearchIndex } from '../../db/search-index.ts';
import { createGame, createSignedInUser } from '../../test/factories.ts';
import { loginDemoAccounts, testAppForSuite } from '../../test/test-app.ts';
import { ASSET_TREES, gameRootKey, userRootKey } from '../assets/asset-policy.ts';
import { apiClient } from '../games/test-support.ts';

const HOUR = 3_600_000;

describe('GET /api/search (issue 29)', () => {
  const t = testAppForSuite();
  let api: ReturnType<typeof apiClient>;
  let tokens: Record<'sa' | 'customer' | 'affiliate', string>;

  beforeAll(async () => {
    api = apiClient(t);
    tokens = await loginDemoAccounts(t, ['sa', 'customer', 'affiliate']);
  });

  async function search(query: Record<string, string>, token?: string): Promise<SearchAnswer> {
    const response = await api.get(`/api/search?${new URLSearchParams(query)}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const titles = (answer: SearchAnswer) => answer.results.map((result) => result.title);

  async function folder(rootKey: string, label: string, name: string, parentId?: number) {
    const { assets } = t.services;
    const parent = parentId ?? (await assets.trees.ensureRoot(rootKey, label));
    return assets.editing.createFolder(parent, name);
  }
  async function file(parentId: number, name: string) {
    const { uploads } = t.services.assets;
    const staged = await uploads.stageFile(name, Readable.from([Buffer.from(`%PDF-1.4 ${name}`)]));
    const [stored] = await uploads.storeStaged(parentId, [staged]);
    return stored!;
  }
  async function story(fields: Record<string, unknown>) {
    const response = await api.json(
      '/api/news/add',
      {
        category: 'Product',
        status: 'published',
        publishAt: new Date(Date.now() - HOUR).toISOString(),
        ...fields,
      },
      tokens.sa,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number };
  }

  describe('input', () => {
    it.each([
      [{}, 'Search text is required.'],
      [{ q: '   ' }, 'Search text is required.'],
      [{ q: 'x'.repeat(201) }, 'Search text is at most 200 characters.'],
      [{ q: 'gold', kinds: 'game,users' }, "kinds: 'users' is not a kind."],
      [{ q: 'gold', limit: '0' }, 'limit must be a whole number from 1 to 50.'],
      [{ q: 'gold', regions: '["us--nowhere"]' }, "regions: 'us--nowhere' is not a region."],
      [{ q: 'gold', cursor: 'not-a-cursor' }, 'cursor is not one this search gave'],
    ])('%j answers 400 with a sentence', async (query, message) => {
      const response = await api.get(`/api/search?${new URLSearchParams(query as Record<string, string>)}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toContain(message);
    });

    it('answers a visitor, a signed-in caller, and a bad token as a visitor', async () => {
      expect((await search({ q: 'nothing-matches-this' })).results).toEqual([]);
      expect((await search({ q: 'nothing-matches-this' }, tokens.customer)).nextCursor).toBeNull();
      expect(await search({ q: 'gold' }, 'not-a-token')).toEqual(await search({ q: 'gold' }));
    });
  });

  describe('finding', () => {
    it('ignores accents and case, matches prefixes as typed, and marks the words', async () => {
      const game = await createGame(t, {
        gameName: 'Café Leprechaun Treasure',
        description: '<p>A <b>clover</b> hunt.</p>',
      });
      const answer = await search({ q: 'cafe LEPRECH' });
      const found = answer.results.find((result) => result.kind === 'game' && result.id === game.id);
      expect(found).toMatchObject({
        title: 'Café Leprechaun Treasure',
        href: `/games/${game.id}/overview`,
        titleParts: [
          { text: 'Café', match: true },
          { text: ' ', match: false },
          { text: 'Leprechaun', match: true },
          { text: ' Treasure', match: false },
        ],
        path: [],
      });
      expect((await search({ q: 'clover' })).results.map((result) => result.id)).toContain(game.id);
      expect(answer.counts.game).toBeGreaterThanOrEqual(1);
    });

    it('ranks the exact name first, then a name that starts with it, then the text', async () => {
      await story({ title: 'Why everyone plays Moon Rush', summary: 'moon rush, moon rush' });
      await createGame(t, { gameName: 'Moon Rush Deluxe' });
      await createGame(t, { gameName: 'Moon Rush' });
      expect(titles(await search({ q: 'moon rush' }))).toEqual([
        'Moon Rush',
        'Moon Rush Deluxe',
        'Why everyone plays Moon Rush',
      ]);
    });

    it('finds a file by its folders, shows the path and opens it in its folder', async () => {
      const sa = tokens.sa;
      const top = await folder(ASSET_TREES.library.key, ASSET_TREES.library.label, 'Lucky Leprechaun');
      const banners = await folder('', '', 'Banners', top.id);
      const banner = await file(banners.id, 'web banner 728x90.pdf');
      const answer = await search({ q: 'lucky leprechaun banner', kinds: 'asset' }, sa);
      expect(titles(answer)).toEqual(['Banners', 'web banner 728x90.pdf']);
      expect(answer.results[1]).toMatchObject({
        kind: 'asset',
        id: banner.id,
        title: 'web banner 728x90.pdf',
        path: ['Resource Library', 'Lucky Leprechaun', 'Banners'],
        href: `/asset-manager?folder=${banners.id}&highlight=${banner.id}`,
        fileType: 'pdf',
      });
      // A folder renamed takes what it holds with it, in the same transaction.
      await t.services.assets.editing.rename(top.id, 'Lucky Shamrock');
      expect((await search({ q: 'lucky leprechaun banner' }, sa)).results).toEqual([]);
      expect((await search({ q: 'shamrock banner 728' }, sa)).results[0]).toMatchObject({
        id: banner.id,
        path: ['Resource Library', 'Lucky Shamrock', 'Banners'],
      });
      await t.services.assets.editing.delete(top.id);
      expect((await search({ q: 'shamrock' }, sa)).counts.asset).toBe(0);
    });

    it('pages with the cursor, counting every kind whatever kinds asks', async () => {
      for (const n of [1, 2, 3, 4, 5]) await createGame(t, { gameName: `Paging Star ${n}` });
      await story({ title: 'Paging Star news' });
      const first = await search({ q: 'paging star', kinds: 'game', limit: '2' });
      expect(first.counts).toMatchObject({ game: 5, news: 1 });
      expect(first.results).toHaveLength(2);
      const seen = [...titles(first)];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await search({ q: 'paging star', kinds: 'game', limit: '2', cursor });
        seen.push(...titles(page));
        cursor = page.nextCursor;
      }
      expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => `Paging Star ${n}`));
    });

    it('keeps the index as the rows are after a rebuild', async () => {
      const before = await search({ q: 'paging star' });
      await t.database.db.transaction().execute((trx) => rebuildSearchIndex(trx));
      expect(await search({ q: 'paging star' })).toEqual(before);
    });
  });

  describe('attacks', () => {
    it('takes SQL and FTS syntax as words', async () => {
      await createGame(t, { gameName: 'Quote Gold' });
      for (const q of [
        '"quote',
        'quote*',
        'quote OR 1=1',
        "quote' --",
        'NEAR(quote gold)',
        'quote:* & gold | !x',
        "'); drop table games; --",
        'title_words:quote',
      ]) {
        const response = await api.get(`/api/search?${new URLSearchParams({ q })}`);
        expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      }
      expect(titles(await search({ q: '"quote* gold"' }))).toContain('Quote Gold');
      expect(titles(await search({ q: 'quote OR nothing' }))).not.toContain('Quote Gold');
      const { rows } = await sql<{ n: number }>`select count(*) as n from games`.execute(t.database.db);
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    });

    it("never shows an affiliate a roadmap game, its assets, a draft story or another user's folder", async () => {
      const roadmap = await createGame(t, { gameName: 'Secret Comet', roadmap: true });
      const comet = await folder(gameRootKey(roadmap.id), 'Secret Comet', 'Secret Comet logos');
      await file(comet.id, 'secret comet logo.pdf');
      await story({ title: 'Secret Comet announced', status: 'draft' });
      await story({
        title: 'Secret Comet teaser',
        publishAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      });
      const owner = await createSignedInUser(t, { group: 'customer' });
      const mine = await folder(userRootKey(owner.id), 'Owner', 'Secret Comet contracts');
      await file(mine.id, 'secret comet contract.pdf');

      const affiliate = await search({ q: 'secret comet' }, tokens.affiliate);
      expect(affiliate.results).toEqual([]);
      expect(affiliate.counts).toEqual({ game: 0, drawGame: 0, asset: 0, news: 0, page: 0 });
      expect((await search({ q: 'secret comet' })).results).toEqual([]);
      // The customer group has the Pipeline permission (SPEC §6): the game and its files, not another's folder.
      const customer = await search({ q: 'secret comet' }, tokens.customer);
      expect(titles(customer).sort()).toEqual([
        'Secret Comet',
        'Secret Comet logos',
        'secret comet logo.pdf',
      ]);
      const own = await search({ q: 'secret comet contract pdf' }, owner.token);
      expect(own.results[0]).toMatchObject({
        title: 'secret comet contract.pdf',
        href: `/asset-manager?shelf=mine&folder=${mine.id}&highlight=${own.results[0]!.id}`,
      });
      // A file of the game's own tree opens where it lives: the game's Assets tab.
      expect(customer.results.find((result) => result.title === 'secret comet logo.pdf')).toMatchObject({
        href: `/games/${roadmap.id}/assets`,
      });
      const sa = await search({ q: 'secret comet' }, tokens.sa);
      expect(sa.counts).toMatchObject({ game: 1, asset: 4, news: 0 });
    });

    it('leaves out what lies outside the selected regions: games, their assets and stories', async () => {
      const norway = await createGame(t, {
        gameName: 'Fjord Fortune',
        regions: [{ region: 'europe--norway', releaseDate: null, displayReleaseDate: null }],
      });
      const logos = await folder(gameRootKey(norway.id), 'Fjord Fortune', 'Fjord Fortune art');
      await file(logos.id, 'fjord fortune key art.pdf');
      await story({
        title: 'Fjord Fortune in Norway',
        regions: ['europe--norway'],
      });
      const elsewhere = await search(
        { q: 'fjord fortune', regions: '["us--pennsylvania"]' },
        tokens.customer,
      );
      expect(elsewhere.results).toEqual([]);
      const there = await search({ q: 'fjord fortune', regions: '["europe--all"]' }, tokens.customer);
      expect(there.counts).toMatchObject({ game: 1, asset: 2, news: 1 });
    });
  });
});
