import { guestExpiredMessage, MESSAGES } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeToken, mockFetch, signInWith } from '../test/utils';
import { ApiError, api } from './api-client';

describe('api client', () => {
  it('unwraps the envelope and includes credentials', async () => {
    const fetchMock = mockFetch({ 'GET /api/globals/all': { data: { a: 1 } } });
    await expect(api.get('/api/globals/all')).resolves.toEqual({ a: 1 });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends consumer-token on every call while a token is held, none without', async () => {
    const fetchMock = mockFetch({ 'GET /api/globals/all': { data: {} } });
    await api.get('/api/globals/all');
    expect(
      (fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined)?.['consumer-token'],
    ).toBeUndefined();
    const token = makeToken();
    signInWith(token);
    await api.get('/api/globals/all');
    expect(
      (fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string> | undefined)?.['consumer-token'],
    ).toBe(token);
  });

  it('fails (auth) calls locally without a token or with an expired one', async () => {
    const fetchMock = mockFetch({});
    await expect(api.get('/api/user/active', { auth: true })).rejects.toMatchObject({
      code: 401,
      message: MESSAGES.notAuthorisedLocal,
    });
    signInWith(makeToken({}, -10));
    await expect(api.get('/api/user/active', { auth: true })).rejects.toMatchObject({
      message: MESSAGES.notAuthorisedLocal,
    });
    signInWith(makeToken({ guestSlug: 'g-1' }, -10));
    await expect(api.get('/api/user/active', { auth: true })).rejects.toMatchObject({
      message: guestExpiredMessage('g-1'),
    });
    signInWith('garbage');
    await expect(api.get('/api/user/active', { auth: true })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands failures over as code, name and message', async () => {
    mockFetch({ 'POST /api/asset/rename': { status: 400, error: 'Id provided is invalid' } });
    const error = await api.post('/api/asset/rename', { form: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      code: 400,
      name: 'Bad Request',
      message: 'Id provided is invalid',
    });
  });

  it('encodes forms as urlencoded and JSON bodies as JSON', async () => {
    const fetchMock = mockFetch({ 'POST /api/x': { data: null } });
    await api.post('/api/x', { form: { a: 1, b: 'two', c: undefined } });
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('a=1&b=two');
    await api.post('/api/x', { json: { z: true } });
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"z":true}');
    expect(
      (fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string> | undefined)?.['content-type'],
    ).toBe('application/json');
  });

  it('turns a network failure into a failure with code 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/globals/all')).rejects.toMatchObject({ code: 0, name: 'NetworkError' });
  });

  it('rejects a non-numeric id locally with the message of SPEC §5, making no call', async () => {
    const fetchMock = mockFetch({ 'GET /api/asset/x': { data: {} }, 'POST /api/asset/move': { data: [] } });
    signInWith(makeToken());
    for (const value of ['abc', '1e3', ' 7', '-1', 0, Number.NaN, null, undefined]) {
      await expect(api.get('/api/asset/x', { ids: [{ value }] })).rejects.toMatchObject({
        code: 400,
        message: MESSAGES.idInvalid,
      });
    }
    await expect(
      api.post('/api/asset/move', {
        auth: true,
        ids: [{ value: 4 }, { value: 'up', message: MESSAGES.parentIdInvalidMove }],
      }),
    ).rejects.toMatchObject({ message: MESSAGES.parentIdInvalidMove });
    expect(fetchMock).not.toHaveBeenCalled();

    await api.get('/api/asset/x', { ids: [{ value: 12 }, { value: '13' }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks the token of an (auth) call before its ids, as the server does', async () => {
    mockFetch({});
    await expect(api.post('/api/asset/delete', { auth: true, ids: [{ value: 'x' }] })).rejects.toMatchObject({
      code: 401,
      message: MESSAGES.notAuthorisedLocal,
    });
  });

  it('fetches a file with the token header and its name, and a refused file as the envelope failure', async () => {
    const token = makeToken();
    signInWith(token);
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('refused')
        ? new Response(
            JSON.stringify({
              success: false,
              data: null,
              status: { code: 403, name: 'Forbidden' },
              error: 'No.',
            }),
            { status: 403 },
          )
        : new Response('a,b\n1,2\n', {
            headers: {
              'content-disposition': 'attachment; filename="downloads-2026-01-01-to-2026-01-30.csv"',
            },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await api.file('/api/analytics/downloads.csv', {
      auth: true,
      query: { from: '2026-01-01' },
    });
    expect(file.filename).toBe('downloads-2026-01-01-to-2026-01-30.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/analytics/downloads.csv?from=2026-01-01');
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'consumer-token': token,
    });
    await expect(api.file('/api/refused', { auth: true })).rejects.toMatchObject({
      code: 403,
      message: 'No.',
    });
  });
});
