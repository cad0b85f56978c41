import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFolder,
  createGame,
  createOperator,
  createSignedInUser,
  createUser,
  type SignedInUser,
  signIn,
} from './factories.ts';
import { testAppForSuite } from './test-app.ts';

describe('test factories on an empty database', () => {
  const t = testAppForSuite({ seed: false });
  let sa: SignedInUser;
  beforeAll(async () => {
    sa = await createSignedInUser(t, { group: 'SA', regions: ['us--all'] });
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: token ? { 'consumer-token': token } : {} });
  const gameNames = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/game/all' }))
      .json()
      .data.map((game: { gameName: string }) => game.gameName);

  it('makes users who sign in as their group, guests included', async () => {
    const active = (await get('/api/user/active', sa.token)).json().data;
    expect(active).toMatchObject({ id: sa.id, email: sa.email, userGroup: 'SA', userType: 'igt' });
    expect(active.regions).toEqual([{ region: 'us--all', isDefault: true }]);

    const operator = await createOperator(t, { regions: ['us--pennsylvania'] });
    const affiliate = await createUser(t, { group: 'affiliate', operatorId: operator.id });
    const affiliateUser = (await get('/api/user/active', await signIn(t.app, affiliate))).json().data;
    expect(affiliateUser).toMatchObject({ userType: 'operator', operator: { name: operator.name } });

    const guest = await createUser(t, { group: 'guest' });
    const guestUser = (await get('/api/user/active', await signIn(t.app, guest))).json().data;
    expect(guestUser).toMatchObject({ isGuest: true, guestSlug: guest.guestSlug });
  });

  it('makes games that reads show at once, even after the list was answered and kept', async () => {
    const before = await gameNames();
    const game = await createGame(t, { gameName: 'Factory Fortune' });
    expect(await gameNames()).toEqual([...before, 'Factory Fortune']);
    const detail = (await get(`/api/game/get?id=${game.id}`)).json().data;
    expect(detail).toMatchObject({ id: game.id, gameName: 'Factory Fortune', isActive: true });

    const regional = await createGame(t, {
      regions: [{ region: 'us--pennsylvania', releaseDate: '2026-01-05', displayReleaseDate: null }],
      channels: ['desktop'],
    });
    expect((await get(`/api/game/get?id=${regional.id}`)).json().data).toMatchObject({
      regions: [{ region: 'us--pennsylvania', releaseDate: '2026-01-05' }],
      channels: ['desktop'],
    });

    const roadmap = await createGame(t, { isActive: false, roadmap: true });
    expect((await get(`/api/game/get?id=${roadmap.id}`)).statusCode).toBe(404);
    expect((await get(`/api/game/get?id=${roadmap.id}`, sa.token)).statusCode).toBe(200);
  });

  it('makes folders in the library and in a game tree that the directory calls list', async () => {
    const listed = async (url: string) => JSON.stringify((await get(url, sa.token)).json().data);
    expect(await listed('/api/asset/directory')).not.toContain('Factory Folder');
    const folder = await createFolder(t, { name: 'Factory Folder' });
    const inside = await createFolder(t, { parentId: folder.id });
    expect(await listed('/api/asset/directory')).toContain('Factory Folder');
    expect(await listed(`/api/asset/directory?id=${folder.id}`)).toContain(inside.name);

    const game = await createGame(t);
    const artwork = await createFolder(t, { gameId: game.id, name: 'Artwork' });
    expect(await listed(`/api/asset/game/directory?id=${artwork.id}`)).toContain('Artwork');
  });
});
