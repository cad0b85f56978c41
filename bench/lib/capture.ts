import type { BenchRequest, CapturedResponse } from './types.ts';

/** Sends the request once and keeps status, content type and body bytes for the baseline. */
export async function capture(baseUrl: string, request: BenchRequest): Promise<CapturedResponse> {
  const response = await fetch(new URL(request.path, baseUrl), {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bodyBase64: body.toString('base64'),
  };
}
