import { PEOPLE_MESSAGES } from '@portal/domain';
import type { OperatorDetail, OperatorListItem } from '@portal/domain/schemas';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../test/test-app.ts';
import { treeRows } from '../assets/test-support.ts';
import { multipart, type UploadFile } from '../assets/test-uploads.ts';
import { hashPassword } from '../auth/passwords.ts';
import { auditOf, caller } from '../users/test-support.ts';

const NOT_AUTHORISED = 'You are not authorised to make this request.';
const LOGO_LINK = /^\/download\/asset\/(\d+)\/thumbnail$/;

const t = testAppForSuite();
let http: ReturnType<typeof caller>;
let sa: string;
let am: string;

beforeAll(async () => {
  http = caller(t);
  [sa, am] = await Promise.all([t.login('sa@demo.test'), t.login('am@demo.test')]);
});

const png = (colour: string) =>
  sharp({ create: { width: 240, height: 96, channels: 3, background: colour } })
    .png()
    .toBuffer();
const logoFile = async (colour = '#1d3a8a', name = 'logo.png'): Promise<UploadFile> => ({
  field: 'files[logo][0][data]',
  name,
  content: await png(colour),
  type: 'image/png',
});
function save(fields: Record<string, string>, files: UploadFile[] = [], token = sa) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/operator/create',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { 'consumer-token': token } : {}) },
  });
}
async function saved(fields: Record<string, string>, files: UploadFile[] = []): Promise<OperatorDetail> {
  const response = await save(fields, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
let serial = 0;
const newName = () => `Lakeside Lottery ${++serial}`;

/** A signed-in customer of an operator, with the given regions. */
async function customerOf(operatorId: number, regions: { region: string; isDefault: boolean }[]) {
  serial += 1;
  const response = await http.post(
    '/api/user/create',
    {
      type: 'POST',
      firstName: 'Olga',
      surname: `Operator ${serial}`,
      email: `olga.${serial}@example.com`,
      userType: 'operator',
      userGroup: 'customer',
      operator: String(operatorId),
      regions: JSON.stringify(regions),
      sendSetPasswordMail: 'false',
    },
    sa,
  );
  expect(response.statusCode, response.body).toBe(200);
  const user = response.json().data.user;
  await t.database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('demo-password') })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id as number, token: await t.login(user.email) };
}
const operatorAudit = (id: number) =>
  t.database.db
    .selectFrom('logs')
    .select('data')
    .where('data', 'like', `%"kind":"operator","id":${id},%`)
    .orderBy('id', 'desc')
    .execute()
    .then((rows) => rows.map((row) => JSON.parse(row.data!)));

describe('POST /api/operator/create', () => {
  it('refuses no token, an AM and every other group', async () => {
    expect((await save({ type: 'POST', name: newName() }, [], '')).statusCode).toBe(401);
    for (const email of ['am@demo.test', 'cm@demo.test', 'customer@demo.test']) {
      const response = await save({ type: 'POST', name: newName() }, [], await t.login(email));
      expect(response.statusCode, email).toBe(403);
      expect(response.json().error).toBe(NOT_AUTHORISED);
    }
  });

  it('adds an operator whose logo is an asset of its own tree, linked as a thumbnail', async () => {
    const name = newName();
    const operator = await saved({ type: 'POST', name, regions: '["us--georgia","us--all"]' }, [
      await logoFile(),
    ]);
    expect(operator).toMatchObject({ name, regions: ['us--all', 'us--georgia'], userCount: 0, users: [] });
    const [, assetId] = LOGO_LINK.exec(operator.logo!.link)!;
    expect(operator.logo!.id).toBe(Number(assetId));
    const asset = await t.database.db
      .selectFrom('assets')
      .select(['root_key', 'type'])
      .where('id', '=', operator.logo!.id)
      .executeTakeFirstOrThrow();
    expect(asset).toEqual({ root_key: `operator:${operator.id}`, type: 'image' });

    const thumbnail = await http.get(operator.logo!.link, sa);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    const customer = await customerOf(operator.id, [{ region: 'us--georgia', isDefault: true }]);
    const me = (await http.get('/api/user/active', customer.token)).json().data;
    expect(me.operator).toEqual({
      id: operator.id,
      name,
      logo: { link: operator.logo!.link },
      regions: operator.regions,
    });
    expect((await http.get(operator.logo!.link, customer.token)).statusCode).toBe(200);

    const [created] = await operatorAudit(operator.id);
    expect(created).toMatchObject({ action: 'operator.created', changes: { name: { to: name } } });
  });

  it('takes an operator without a logo, urlencoded', async () => {
    const response = await http.post('/api/operator/create', { type: 'POST', name: newName() }, sa);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ logo: null, regions: [] });
  });

  it.each([
    [{ type: 'POST' }, "Please enter the operator's name."],
    [{ type: 'POST', name: 'x', regions: '["atlantis--all"]' }, "regions: 'atlantis--all' is not a region."],
    [{ name: 'x' }, 'type must be POST (add an operator) or PUT (edit one).'],
    [{ type: 'PUT', name: 'x' }, 'Id provided is invalid'],
    [{ type: 'POST', name: 'x', id: '7' }, 'A new operator cannot be given an id (send type PUT to edit).'],
  ])('answers %j with 400 and a message', async (fields, message) => {
    const response = await save(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses a logo that is no image, a file in another slot, and two logos', async () => {
    const text = await save({ type: 'POST', name: newName() }, [
      { field: 'files[logo][0][data]', name: 'logo.txt', content: 'hello', type: 'text/plain' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('The logo must be an image (PNG, JPEG, GIF, WebP, AVIF, TIFF or SVG).');
    const hero = await save({ type: 'POST', name: newName() }, [
      { ...(await logoFile()), field: 'files[hero][0][data]' },
    ]);
    expect(hero.json().error).toBe('An operator has only a logo: send it as files[logo][0][data].');
    const two = await save({ type: 'POST', name: newName() }, [
      await logoFile(),
      { ...(await logoFile('#ff0000')), field: 'files[logo][1][data]' },
    ]);
    expect(two.json().error).toBe('An operator has one logo.');
  });

  it('refuses a name another operator has, in any case, and ignores fields it does not take', async () => {
    const taken = await save({ type: 'POST', name: 'keystone state LOTTERY' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(PEOPLE_MESSAGES.operatorNameTaken);
    const operator = await saved({ type: 'POST', name: newName(), userCount: '99', logo_asset_id: '1' });
    expect(operator).toMatchObject({ userCount: 0, logo: null });
  });

  it('edits: renames, replaces the logo (the old upload goes) and removes it', async () => {
    const operator = await saved({ type: 'POST', name: newName() }, [await logoFile()]);
    const renamed = newName();
    const edited = await saved({ type: 'PUT', id: String(operator.id), name: renamed }, [
      await logoFile('#00ff00'),
    ]);
    expect(edited.name).toBe(renamed);
    expect(edited.logo!.id).not.toBe(operator.logo!.id);
    const old = await t.database.db
      .selectFrom('assets')
      .select('id')
      .where('id', '=', operator.logo!.id)
      .execute();
    expect(old).toEqual([]);
    const kept = await saved({ type: 'PUT', id: String(operator.id), regions: '["europe--all"]' });
    expect(kept.logo).toEqual(edited.logo);
    const removed = await saved({ type: 'PUT', id: String(operator.id), logo: '[]' });
    expect(removed.logo).toBeNull();
    expect((await operatorAudit(operator.id)).map((entry) => entry.action)).toEqual([
      'operator.edited',
      'operator.edited',
      'operator.edited',
      'operator.created',
    ]);
    expect((await save({ type: 'PUT', id: '999999', name: 'x' })).statusCode).toBe(404);
  });

  it('asks first: removing a region its users hold answers 409 naming who loses what, and changes nothing', async () => {
    const operator = await saved({
      type: 'POST',
      name: newName(),
      regions: '["us--pennsylvania","us--michigan"]',
    });
    const holder = await customerOf(operator.id, [
      { region: 'us--pennsylvania', isDefault: true },
      { region: 'us--michigan', isDefault: false },
    ]);
    await customerOf(operator.id, [{ region: 'us--michigan', isDefault: true }]);

    const asked = await save({ type: 'PUT', id: String(operator.id), regions: '["us--michigan"]' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toBe(
      `1 user of this operator loses a region you are removing: Olga Operator ${serial - 1} (Pennsylvania). Ticking it again later will not give it back. Save again and confirm to remove it from them.`,
    );
    const unchanged = (await http.get(`/api/operator/${operator.id}`, sa)).json().data as OperatorDetail;
    expect(unchanged.regions).toEqual(['us--michigan', 'us--pennsylvania']);
    expect(unchanged.users.find((u) => u.id === holder.id)!.regions).toHaveLength(2);
    expect((await http.get('/api/user/active', holder.token)).statusCode).toBe(200);

    await saved({
      type: 'PUT',
      id: String(operator.id),
      regions: '["us--michigan"]',
      removeFromUsers: 'true',
    });
    expect((await operatorAudit(operator.id))[0]).toMatchObject({ action: 'operator.edited' });
    const [entry] = await t.database.db
      .selectFrom('logs')
      .select('description')
      .where('data', 'like', `%"kind":"operator","id":${operator.id},%`)
      .orderBy('id', 'desc')
      .execute();
    expect(entry!.description).toBe(`Edited operator ${operator.name}; removed regions from 1 user`);
    expect((await auditOf(t, holder.id))[0]!.details).toMatchObject({ action: 'user.edited' });
  });

  it('removing a region no user holds needs no confirmation; a bad confirmation is a 400', async () => {
    const operator = await saved({
      type: 'POST',
      name: newName(),
      regions: '["us--georgia","us--michigan"]',
    });
    await customerOf(operator.id, [{ region: 'us--michigan', isDefault: true }]);
    await saved({ type: 'PUT', id: String(operator.id), regions: '["us--michigan"]' });
    const bad = await save({ type: 'PUT', id: String(operator.id), regions: '[]', removeFromUsers: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('removeFromUsers must be true or false.');
  });

  it("narrows its users' regions with its own, ending their sessions, in one change", async () => {
    const operator = await saved({ type: 'POST', name: newName(), regions: '["us--all","canada--ontario"]' });
    const wide = await customerOf(operator.id, [
      { region: 'us--georgia', isDefault: true },
      { region: 'canada--ontario', isDefault: false },
    ]);
    const narrow = await customerOf(operator.id, [{ region: 'canada--ontario', isDefault: true }]);

    await saved({
      type: 'PUT',
      id: String(operator.id),
      regions: '["canada--ontario","us--michigan"]',
      removeFromUsers: 'true',
    });
    const regionsOf = (id: number) =>
      t.database.db
        .selectFrom('user_regions')
        .select(['region', 'is_default'])
        .where('user_id', '=', id)
        .execute();
    expect(await regionsOf(wide.id)).toEqual([{ region: 'canada--ontario', is_default: 1 }]);
    expect((await http.get('/api/user/active', wide.token)).statusCode).toBe(401);
    expect((await http.get('/api/user/active', narrow.token)).statusCode).toBe(200);
    expect((await auditOf(t, wide.id))[0]!.details).toMatchObject({
      action: 'user.edited',
      changes: { regions: { to: [{ region: 'canada--ontario', isDefault: true }] } },
    });
  });
});

describe('GET /api/operator/get and /api/operator/{id}', () => {
  it('lists operators with their user counts and logos, for an SA and an AM', async () => {
    for (const token of [sa, am]) {
      const response = await http.get('/api/operator/get', token);
      expect(response.statusCode).toBe(200);
      const keystone = (response.json().data as OperatorListItem[]).find(
        (o) => o.name === 'Keystone State Lottery',
      )!;
      expect(keystone).toMatchObject({ regions: ['us--michigan', 'us--pennsylvania'], userCount: 2 });
    }
  });

  it('answers one operator with its users', async () => {
    const list = (await http.get('/api/operator/get', am)).json().data as OperatorListItem[];
    const keystone = list.find((o) => o.name === 'Keystone State Lottery')!;
    const response = await http.get(`/api/operator/${keystone.id}`, am);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data as OperatorDetail;
    expect(detail.users.map((u) => u.email).sort()).toEqual(['customer@demo.test', 'invited@demo.test']);
    expect(detail.users.find((u) => u.email === 'invited@demo.test')!.status).toBe('invited');
  });

  it('refuses no token and the other groups; 400 for a bad id, 404 for an unknown one', async () => {
    expect((await http.get('/api/operator/get')).statusCode).toBe(401);
    expect((await http.get('/api/operator/1')).statusCode).toBe(401);
    const cm = await t.login('cm@demo.test');
    expect((await http.get('/api/operator/get', cm)).statusCode).toBe(403);
    expect((await http.get('/api/operator/1', await t.login('customer@demo.test'))).statusCode).toBe(403);
    const bad = await http.get('/api/operator/abc', sa);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Id provided is invalid');
    expect((await http.get('/api/operator/999999', sa)).statusCode).toBe(404);
  });
});

describe('POST /api/operator/delete', () => {
  const remove = (id: number | string, token = sa) =>
    http.post('/api/operator/delete', { id: String(id) }, token);

  it('refuses while users belong to it, naming how many', async () => {
    const operator = await saved({ type: 'POST', name: newName(), regions: '["us--all"]' });
    await customerOf(operator.id, []);
    await customerOf(operator.id, []);
    const response = await remove(operator.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('This operator still has 2 users. Move or delete them first.');
  });

  it('deletes an operator without users, with its logo tree, and audits it', async () => {
    const operator = await saved({ type: 'POST', name: newName() }, [await logoFile()]);
    const response = await remove(operator.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: operator.id });
    expect(await treeRows(t, `operator:${operator.id}`)).toEqual([]);
    expect((await http.get(`/api/operator/${operator.id}`, sa)).statusCode).toBe(404);
    expect((await operatorAudit(operator.id))[0]!.action).toBe('operator.deleted');
  });

  it('refuses no token, an AM, a bad id and an unknown one', async () => {
    const operator = await saved({ type: 'POST', name: newName() });
    expect((await remove(operator.id, '')).statusCode).toBe(401);
    expect((await remove(operator.id, am)).statusCode).toBe(403);
    expect((await remove('one')).json().error).toBe('Id provided is invalid');
    expect((await remove(999999)).statusCode).toBe(404);
  });
});
