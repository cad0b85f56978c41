import type { DirectoryItem, DownloadAnalytics } from '@portal/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFolder,
  createGame,
  createOperator,
  createUser,
  signIn,
  type TestGame,
  type TestOperator,
} from '../../test/factories.ts';
import { createTestApp, testAppForSuite } from '../../test/test-app.ts';
import { assetClient, MINIMAL_PDF } from '../assets/test-support.ts';

/** Real downloads through /download, recorded by the app's own recorder. */
describe('recording downloads', () => {
  const t = testAppForSuite({ seed: false });
  let sa: string;
  let buyer: string;
  let north: TestOperator;
  let game: TestGame;
  let folder: DirectoryItem;
  let sheet: DirectoryItem;

  beforeAll(async () => {
    north = await createOperator(t, { name: 'North Lotto' });
    sa = await signIn(t.app, await createUser(t, { group: 'SA' }));
    buyer = await signIn(
      t.app,
      await createUser(t, {
        group: 'customer',
        operatorId: north.id,
        regions: ['us--georgia', 'us--michigan'],
      }),
    );
    game = await createGame(t, { gameName: 'Gold Rush' });
    folder = await createFolder(t, { gameId: game.id, name: 'Sales kit' });
    [sheet] = await assetClient(t).putInto(
      folder.id,
      [{ name: 'sheet.pdf', content: MINIMAL_PDF, type: 'application/pdf' }],
      sa,
    );
  });

  const download = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { 'consumer-token': buyer, ...headers } });
  const analytics = async (): Promise<DownloadAnalytics> => {
    await t.services.downloadRecorder.flush();
    return (await t.app.inject({ url: '/api/analytics/downloads', headers: { 'consumer-token': sa } })).json()
      .data;
  };

  it('records each file and zip download with its asset, game, user, operator, region and bytes', async () => {
    const file = await download(`/download/asset/${sheet.id}`);
    expect(file.statusCode).toBe(200);
    const zip = await download(`/download/asset/zip/${folder.id}`);
    expect(zip.statusCode).toBe(200);
    const firstPart = await download(`/download/asset/${sheet.id}`, { range: 'bytes=0-99' });
    expect(firstPart.statusCode).toBe(206);
    // Not downloads: the rest of a resumed one, and a HEAD.
    expect((await download(`/download/asset/${sheet.id}`, { range: 'bytes=100-' })).statusCode).toBe(206);
    expect((await download(`/download/asset/${sheet.id}`, {}, 'HEAD')).statusCode).toBe(200);

    const data = await analytics();
    expect(data.totals).toEqual({
      downloads: 3,
      files: 2,
      zips: 1,
      bytes: MINIMAL_PDF.length + zip.rawPayload.length + 100,
      users: 1,
    });
    expect(data.topGames).toEqual([
      { gameId: game.id, gameName: 'Gold Rush', downloads: 3, bytes: data.totals.bytes },
    ]);
    expect(data.topAssets).toEqual([
      // Each names its game, so that files of the same name can be told apart (issue 28 item 13).
      {
        assetId: sheet.id,
        name: 'sheet.pdf',
        context: 'Gold Rush',
        kind: 'file',
        downloads: 2,
        bytes: MINIMAL_PDF.length + 100,
      },
      {
        assetId: folder.id,
        name: 'Sales kit',
        context: 'Gold Rush',
        kind: 'zip',
        downloads: 1,
        bytes: zip.rawPayload.length,
      },
    ]);
    expect(data.perOperator).toEqual([
      { operatorId: north.id, operatorName: 'North Lotto', downloads: 3, bytes: data.totals.bytes },
    ]);
    expect(data.perRegion).toEqual([{ region: 'us--georgia', downloads: 3 }]);
  });

  it('records nothing with RECORD_DOWNLOADS=false', async () => {
    const quiet = await createTestApp({ seed: false, env: { RECORD_DOWNLOADS: 'false' } });
    try {
      const user = await createUser(quiet, { group: 'SA' });
      const token = await signIn(quiet.app, user);
      const library = await createFolder(quiet, { name: 'Docs' });
      const [item] = await assetClient(quiet).putInto(
        library.id,
        [{ name: 'sheet.pdf', content: MINIMAL_PDF, type: 'application/pdf' }],
        token,
      );
      const response = await quiet.app.inject({
        url: `/download/asset/${item.id}`,
        headers: { 'consumer-token': token },
      });
      expect(response.statusCode).toBe(200);
      await quiet.services.downloadRecorder.flush();
      expect(await quiet.database.db.selectFrom('download_records').selectAll().execute()).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
