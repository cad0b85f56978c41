import { MESSAGES } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetClient, MINIMAL_PDF, pngImage } from './modules/assets/test-support.ts';
import {
  CALLERS,
  type Caller,
  createKnownRecords,
  type KnownRecords,
  signInCallers,
} from './test/callers.ts';
import { createFolder, createGame } from './test/factories.ts';
import {
  EMBARGO_PASSES,
  type EmbargoedAssets,
  embargoedAssetRows,
  operationRows,
  WHO,
} from './test/operations.ts';
import { testAppForSuite } from './test/test-app.ts';

/**
 * The authorisation matrix of issue 13: who may make each call of SPEC §7 (and the two download
 * paths), written in test/operations.ts from SPEC §6 and DESIGN.md rather than read from the routes' declarations,
 * so a route declared with the wrong access fails. Every cell is requested for real, as each caller.
 *
 * A refused caller gets 401 (no token) or 403 (signed in, wrong group) before anything else is
 * looked at: every POST here carries a malformed JSON body, which an allowed caller sees as a 400
 * or 415 (so nothing is written) and a refused one must never see. GETs ask for things that exist
 * (a file, a folder, a game, a user, a guest, an operator).
 */

describe('authorisation matrix', () => {
  const t = testAppForSuite({ seed: false });
  let tokens: Map<Caller, string>;
  let known: KnownRecords;
  let embargoed: EmbargoedAssets;

  beforeAll(async () => {
    const callers = await signInCallers(t, 'Matrix Lotto');
    tokens = callers.tokens;
    known = await createKnownRecords(t, tokens.get('SA')!, callers.operator, {
      game: 'Matrix Gold',
      folder: 'Matrix kit',
    });
    // A game released in us--georgia, the callers' region, only in 40 days (decision 150).
    const later = new Date(t.clock().getTime() + 40 * 86_400_000).toISOString().slice(0, 10);
    const game = await createGame(t, {
      gameName: 'Matrix Later',
      isReleaseDatePerRegion: true,
      regions: [{ region: 'us--georgia', releaseDate: later, displayReleaseDate: null }],
    });
    const folder = await createFolder(t, { gameId: game.id, name: 'Later kit' });
    const [file, image] = await assetClient(t).putInto(
      folder.id,
      [
        { name: 'later.pdf', content: MINIMAL_PDF, type: 'application/pdf' },
        { name: 'later.png', content: await pngImage(), type: 'image/png' },
      ],
      tokens.get('SA')!,
    );
    embargoed = { file: file!.id, folder: folder.id, image: image!.id };
  });

  it('has a row for every call the server answers, and no row for a call it does not', async () => {
    const description = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(description.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const written = operationRows(known).map((row) => row.operation);
    expect(new Set(written).size, 'an operation is written twice').toBe(written.length);
    expect([...written].sort()).toEqual([...served].sort());
  });

  it('answers every caller of every call as SPEC §6 says, refusing before reading the body', async () => {
    const wrong: string[] = [];
    for (const row of operationRows(known)) {
      const [method, path] = row.operation.split(' ') as ['GET' | 'POST', string];
      const allowed: readonly Caller[] = WHO[row.who];
      for (const caller of CALLERS) {
        const token = tokens.get(caller);
        const response = await t.app.inject({
          method,
          url: row.url ?? path,
          headers: {
            ...(token ? { 'consumer-token': token } : {}),
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST' ? { payload: '{"malformed":' } : {}),
        });
        const status = response.statusCode;
        const cell = `${row.operation} as ${caller}: ${status}`;
        if (allowed.includes(caller)) {
          if (status === 401 || status === 403) wrong.push(`${cell}, expected to be let in`);
          continue;
        }
        const expected = caller === 'visitor' ? 401 : 403;
        const message = caller === 'visitor' ? MESSAGES.notLoggedIn : MESSAGES.notAuthorised;
        if (status !== expected || response.json().error !== message) {
          wrong.push(`${cell} ${response.body.slice(0, 80)}, expected ${expected} '${message}'`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps an embargoed game's assets from every caller but provider staff (decision 150)", async () => {
    const wrong: string[] = [];
    for (const row of embargoedAssetRows(embargoed)) {
      for (const caller of CALLERS) {
        const token = tokens.get(caller);
        const response = await t.app.inject({
          url: row.url,
          headers: token ? { 'consumer-token': token } : {},
        });
        const expected = EMBARGO_PASSES.includes(caller)
          ? 200
          : caller === 'visitor'
            ? 401
            : WHO.assets.some((group) => group === caller)
              ? 404
              : 403;
        if (response.statusCode !== expected) {
          wrong.push(`${row.url} as ${caller}: ${response.statusCode}, expected ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
