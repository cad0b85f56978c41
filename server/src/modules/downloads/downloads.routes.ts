import { assetDownloadPath } from '@portal/domain';
import { AssetIdForm } from '@portal/domain/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { RouteContract } from '../../lib/contract.ts';
import { badRequest } from '../../lib/http-error.ts';
import { countDownloadBytes } from '../../lib/metrics.ts';
import { pipedBody, WrittenBody } from '../../lib/sent-body.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { DownloadRecorder } from '../analytics/recorder.ts';
import type { BlobDownload, DownloadedAsset, DownloadsService, ImageVariant } from './downloads.service.ts';
import { contentDisposition, DOWNLOAD_HEADERS, downloadType, matchesEtag, parseRange } from './http-files.ts';

const IMAGE_VARIANTS: readonly string[] = ['thumbnail', 'preview'] satisfies ImageVariant[];

/**
 * Browser downloads (SPEC §7 'Downloads'), authorised by the download cookie or the consumer-token
 * header. GET and HEAD; files answer ETag (their SHA-256), Range and If-Range, If-None-Match.
 */
export function downloadsRoutes(downloads: DownloadsService, recorder: DownloadRecorder) {
  /** Sends a blob whole or in part, with the headers that keep it from rendering on our origin. */
  async function sendBlob(
    request: FastifyRequest,
    reply: FastifyReply,
    download: BlobDownload,
    disposition: 'attachment' | 'inline',
    /** The item, when this send is a download the dashboard counts (not an image preview). */
    recorded?: DownloadedAsset,
  ) {
    const etag = `"${download.sha256}"`;
    reply
      .headers(DOWNLOAD_HEADERS)
      .header('etag', etag)
      .header('accept-ranges', 'bytes')
      .header('content-disposition', contentDisposition(disposition, download.filename));
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const ifRange = request.headers['if-range'];
    const wanted =
      ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, download.size) : null;
    if (wanted?.kind === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${download.size}`).send();
    }
    const range = wanted?.kind === 'part' ? wanted.range : undefined;
    reply.type(downloadType(download.mimeType));
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${download.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', download.size);
    }
    if (request.method === 'HEAD') return reply.send();
    const sending = await downloads.openForSending(download, range);
    const body = new WrittenBody();
    if (recorded) countDownloadBytes(reply.raw, body, 'file');
    // A resumed download asks for the rest: only the request for its first byte counts.
    if (recorded && (range?.start ?? 0) === 0) {
      recorder.recordWhenSent(reply.raw, body, {
        kind: 'file',
        asset: recorded,
        user: requireCaller(request).user,
      });
    }
    // Written here, not handed to Fastify as a stream: see BlobStore.openForSending (decision 125).
    // The response's onResponse hooks (log, metrics) still run.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.writeHead(reply.statusCode);
    try {
      await sending.writeTo(reply.raw, body.add);
    } catch (error) {
      request.log.error({ err: error, sha256: download.sha256 }, 'a download stopped half-way');
      reply.raw.destroy();
    }
  }

  const downloadFile = {
    summary: 'Downloads a file (a folder redirects to its zip)',
    params: AssetIdForm,
    // The file as it was stored, of its own type.
    produces: '*/*',
    failures: [404, 416],
    alsoAnswers: [206, 302, 304],
  } satisfies RouteContract;
  const downloadZip = {
    summary: 'Downloads a folder as a zip',
    params: AssetIdForm,
    produces: 'application/zip',
    failures: [404],
  } satisfies RouteContract;
  const showImage = {
    summary: "Shows an image's thumbnail or preview ('thumbnail' or 'preview')",
    params: AssetIdForm,
    produces: 'image/webp',
    failures: [404],
    alsoAnswers: [304],
    answersByCaller: true,
  } satisfies RouteContract;

  return async (app: FastifyInstance) => {
    // HEAD is declared with GET (not Fastify's automatic HEAD), which would answer Content-Length: 0.
    const getAndHead = { method: ['GET', 'HEAD'] as HTTPMethods[], exposeHeadRoute: false };

    app.route({
      ...getAndHead,
      url: '/download/asset/:id',
      config: { access: 'assets', contract: downloadFile },
      handler: async (request, reply) => {
        const { id } = validate(downloadFile.params, request.params);
        const file = await downloads.file(requireCaller(request).user, id);
        if (file === 'folder') return reply.redirect(assetDownloadPath(id, true));
        return sendBlob(request, reply, file, 'attachment', file.asset);
      },
    });

    app.route({
      ...getAndHead,
      url: '/download/asset/zip/:id',
      config: { access: 'assets', contract: downloadZip },
      handler: async (request, reply) => {
        const { id } = validate(downloadZip.params, request.params);
        const { user } = requireCaller(request);
        const { filename, archive, asset } = await downloads.zip(user, id);
        reply
          .headers(DOWNLOAD_HEADERS)
          .type('application/zip')
          .header('content-disposition', contentDisposition('attachment', filename));
        const size = await archive.size;
        if (size !== null) reply.header('content-length', size);
        if (request.method === 'HEAD') {
          archive.stream.destroy();
          return reply.send();
        }
        const body = pipedBody(reply.raw);
        countDownloadBytes(reply.raw, body, 'zip');
        recorder.recordWhenSent(reply.raw, body, { kind: 'zip', asset, user });
        return reply.send(archive.stream);
      },
    });

    // Game artwork is for everyone who may see the game: the asset policy decides per image.
    app.route({
      ...getAndHead,
      url: '/download/asset/:id/:variant',
      config: { access: 'assetPolicy', contract: showImage },
      handler: async (request, reply) => {
        const params = request.params as { id?: string; variant?: string };
        const { id } = validate(showImage.params, params);
        if (!params.variant || !IMAGE_VARIANTS.includes(params.variant)) {
          throw badRequest("The image variant is 'thumbnail' or 'preview'.");
        }
        const variant = params.variant as ImageVariant;
        const image = await downloads.imageVariant(request.caller?.user ?? null, id, variant);
        return sendBlob(request, reply, image, 'inline');
      },
    });
  };
}
