import http from 'node:http';
import type { BenchRequest, CapturedResponse } from './types.ts';

/**
 * Sends the request once and keeps status, content type, content encoding and the body bytes as they
 * came over the wire (a gzipped answer stays gzipped), for the baseline to replay.
 */
export function capture(baseUrl: string, request: BenchRequest): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      { method: request.method, headers: request.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? null,
            contentEncoding: response.headers['content-encoding'] ?? null,
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
