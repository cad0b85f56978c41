import type { Readable } from 'node:stream';

/** How many bytes of a response's body have been handed to it so far, however it was written. */
export interface SentBody {
  readonly bytes: number;
}

/** A body the route writes itself: it adds each chunk once the response has taken it. */
export class WrittenBody implements SentBody {
  bytes = 0;
  readonly add = (bytes: number): void => {
    this.bytes += bytes;
  };
}

/**
 * A body piped into `response` (Fastify pipes streams): its bytes are counted as they flow, listening
 * beside the pipe so no chunk is taken from it.
 */
export function pipedBody(response: {
  once(event: 'pipe', listener: (body: Readable) => void): unknown;
}): SentBody {
  const body = new WrittenBody();
  response.once('pipe', (source) => {
    source.on('data', (chunk: Buffer) => body.add(chunk.length));
  });
  return body;
}
