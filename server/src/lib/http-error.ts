/** A failure a client can act on: its status and a message a person can read, sent in the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429 or 503: when the client may try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorised = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
/** A part the call needs is down for a moment (a 503 asking to come back in a minute). */
export const unavailable = (message: string) => new HttpError(503, message, 60);
export const tooMany = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
