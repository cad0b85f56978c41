import { Readable } from 'node:stream';
import { DirectoryItem } from '@portal/domain/schemas';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { type Caller, requireCaller } from '../../plugins/auth.ts';
import type { ResumableFileStore } from '../../storage/resumable-store.ts';
import { noSuchUpload, type ResumableUploads, UPLOADER_KEY } from './resumable-uploads.service.ts';

const UPLOADS_PATH = '/api/uploads';
// tus names uploads with 16 random bytes in hex; anything else is no upload of ours.
const UPLOAD_ID = /^[0-9a-f]{32}$/;

const UploadIdParams = z.object({ id: z.string().max(64).describe('The upload id, from Location') });

/** What the tus handler says when it refuses, as a sentence a person understands (and our statuses). */
function tusRefusal(error: { status_code?: number; body?: string }, name: string): HttpError {
  const body = (error.body ?? '').trim();
  switch (error.status_code) {
    case 404:
    case 410:
      return noSuchUpload();
    case 409:
      return new HttpError(
        409,
        'Upload-Offset is not where this upload stands: ask with HEAD for its offset and resume from there.',
      );
    case 412:
      return badRequest('Send the tus protocol version as Tus-Resumable: 1.0.0.');
    case 413:
      return new HttpError(413, `${name} is larger than its Upload-Length or the upload limit.`);
    case 415:
      return new HttpError(415, 'Send the bytes as Content-Type: application/offset+octet-stream.');
    case 423:
      return new HttpError(409, 'This upload is being written by another request; try again in a moment.');
    default:
      if (error.status_code && error.status_code < 500)
        return badRequest(`The upload request is not valid: ${body || 'check its tus headers'}.`);
      return new HttpError(500, 'The upload could not be written. Please try again.');
  }
}

/**
 * Resumable uploads into asset folders with the tus protocol (decision 145), under /api/uploads:
 * POST creates an upload (Upload-Length, Upload-Metadata `filename` and `parentId`), PATCH sends
 * bytes from Upload-Offset, HEAD tells the offset reached, DELETE drops an upload. The tus server
 * answers each request; ours authorises it first (SA, the asset policy, the upload's owner) and
 * answers its refusals in the envelope.
 */
export function resumableUploadsRoutes(uploads: ResumableUploads, store: ResumableFileStore) {
  return async (app: FastifyInstance) => {
    // What the tus hooks need to know of the request they serve, keyed by the request handed to tus.
    const callers = new WeakMap<Request, Caller>();
    const failures = new WeakMap<Request, unknown>();
    const tus = new TusServer({
      path: UPLOADS_PATH,
      datastore: store,
      relativeLocation: true,
      allowedOrigins: [],
      maxSize: () => uploads.maxBytes,
      onUploadCreate: async (request, upload) => ({
        metadata: { ...upload.metadata, [UPLOADER_KEY]: String(callers.get(request)!.user.id) },
      }),
      onUploadFinish: async (request, upload) => {
        const item = await uploads.finish(
          callers.get(request)!.user,
          upload.id,
          upload.size ?? upload.offset,
          upload.metadata,
        );
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify(ok(item)),
        };
      },
      onResponseError: (request, error) => {
        failures.set(request, error);
        return undefined;
      },
    });

    // The bytes are tus's to read from the raw request: Fastify must not parse them.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    /** Hands the request to tus and sends its answer, or the refusal it met as the envelope. */
    const handOver = async (request: FastifyRequest, reply: FastifyReply, name: string) => {
      const caller = requireCaller(request);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(key, value);
      const carriesBytes = request.method === 'PATCH' || request.method === 'POST';
      const web = new Request(`http://portal${request.url}`, {
        method: request.method,
        headers,
        ...(carriesBytes && request.headers['content-type'] === 'application/offset+octet-stream'
          ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' }
          : {}),
      } as RequestInit);
      callers.set(web, caller);
      const answer = await tus.handleWeb(web);
      const failure = failures.get(web);
      if (failure !== undefined || answer.status >= 400) {
        if (failure instanceof HttpError) throw failure;
        if (failure instanceof Error && !('status_code' in failure)) throw failure;
        throw tusRefusal(
          (failure as { status_code?: number; body?: string }) ?? {
            status_code: answer.status,
            body: await answer.text(),
          },
          name,
        );
      }
      reply.code(answer.status);
      for (const [key, value] of answer.headers) {
        if (key === 'content-length' || key.startsWith('access-control-')) continue;
        reply.header(key, value);
      }
      const body = await answer.text();
      return reply.send(body === '' ? undefined : body);
    };

    const create = {
      summary:
        'Creates a resumable upload (tus 1.0: Upload-Length, Upload-Metadata filename and parentId) into an asset folder; Location names it',
      failures: [404, 409, 413],
      alsoAnswers: [201],
    } satisfies RouteContract;
    app.post(UPLOADS_PATH, { config: { access: 'superAdmin', contract: create } }, async (request, reply) => {
      const caller = requireCaller(request);
      const length = request.headers['upload-length'];
      if (typeof length !== 'string' || !/^\d{1,16}$/.test(length))
        throw badRequest("Send the file's size in bytes as Upload-Length.");
      const target = uploads.target(parseMetadata(request.headers['upload-metadata']));
      await uploads.authoriseCreate(caller.user, target, Number(length));
      return handOver(request, reply, target.name);
    });

    /** An upload's own address: only the user who created it may reach it. */
    const ownUpload = async (request: FastifyRequest) => {
      const { id } = UploadIdParams.parse(request.params);
      if (!UPLOAD_ID.test(id)) throw noSuchUpload();
      const upload = await store.getUpload(id).catch(() => {
        throw noSuchUpload();
      });
      uploads.checkOwner(requireCaller(request).user, upload.metadata);
      return upload.metadata?.filename ?? 'The file';
    };
    const send = {
      summary:
        "Sends a resumable upload's bytes from Upload-Offset (tus 1.0); the request that completes it answers the stored file",
      params: UploadIdParams,
      answer: DirectoryItem,
      failures: [404, 409, 413],
      alsoAnswers: [204],
    } satisfies RouteContract;
    app.patch(
      `${UPLOADS_PATH}/:id`,
      { config: { access: 'superAdmin', contract: send } },
      async (request, reply) => handOver(request, reply, await ownUpload(request)),
    );
    const drop = {
      summary: 'Drops a resumable upload that has not finished (tus 1.0 termination)',
      params: UploadIdParams,
      failures: [404],
      alsoAnswers: [204],
    } satisfies RouteContract;
    app.delete(
      `${UPLOADS_PATH}/:id`,
      { config: { access: 'superAdmin', contract: drop } },
      async (request, reply) => handOver(request, reply, await ownUpload(request)),
    );
    // HEAD tells how far an upload got (Upload-Offset); the description leaves HEADs out.
    app.head(
      `${UPLOADS_PATH}/:id`,
      {
        config: {
          access: 'superAdmin',
          contract: { summary: "A resumable upload's offset", params: UploadIdParams },
        },
      },
      async (request, reply) => handOver(request, reply, await ownUpload(request)),
    );

    app.addHook('onReady', async () => {
      const removed = await tus.cleanUpExpiredUploads().catch((error: unknown) => {
        app.log.warn({ err: error }, 'Expired uploads could not be removed');
        return 0;
      });
      if (removed > 0) app.log.info({ removed }, 'Removed expired uploads');
    });
  };
}

/** Upload-Metadata: `key base64,key base64` (tus 1.0); a key may come without a value. */
function parseMetadata(header: string | string[] | undefined): Record<string, string | null> {
  if (typeof header !== 'string' || header.trim() === '') return {};
  const metadata: Record<string, string | null> = {};
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) throw badRequest('Upload-Metadata is not a list of key and base64 value pairs.');
    metadata[key] = value === undefined ? null : Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}
