import { expect } from 'vitest';
import { type apiClient, NOT_AUTHORISED, NOT_LOGGED_IN, pngOf } from '../games/test-support.ts';

type Api = ReturnType<typeof apiClient>;

/** Uploads a small PNG through an upload call (news or content putasset, asset/put) and answers its asset id. */
export async function uploadEditorImage(api: Api, url: string, token: string, name: string): Promise<number> {
  const response = await api.multipart(
    url,
    {},
    [{ field: 'files[0]', name, content: await pngOf('#3366cc', 320, 180), type: 'image/png' }],
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0].id;
}

/** An SA call answers 401 without a token and 403 to each of the refused tokens, whatever the body. */
export async function expectSuperAdminOnly(
  api: Api,
  call: { method: string; url: string },
  body: unknown,
  refused: string[],
): Promise<void> {
  const send = (token?: string) =>
    call.method === 'GET' ? api.get(call.url, token) : api.json(call.url, body, token);
  const none = await send();
  expect(none.statusCode).toBe(401);
  expect(none.json().error).toBe(NOT_LOGGED_IN);
  for (const token of refused) {
    const response = await send(token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(NOT_AUTHORISED);
  }
}
