import { isValidFileName } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import type { AssetsService, StagedFile } from './assets.service.ts';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** What an upload request carried: its text fields and its files, staged and not yet stored. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
}

/**
 * Reads a multipart upload (`files[n]` or `files`, plus text fields) as it arrives: each file streams
 * into the blob store's staging area, never whole into memory. `checkField` sees each text field as it
 * comes, so a bad parentId sent before the files fails before any byte is stored. On any failure the
 * staged files are dropped, so a refused upload leaves no file and no row.
 */
export async function receiveUpload(
  request: FastifyRequest,
  assets: AssetsService,
  limits: UploadLimits,
  checkField: (name: string, value: string) => void = () => {},
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: StagedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        checkField(part.fieldname, fields[part.fieldname]!);
        continue;
      }
      const name = cleanFileName(part.filename);
      if (name === null) {
        part.file.resume();
        throw badRequest(`'${part.filename}' cannot be used as a file name.`);
      }
      const tooLarge = () =>
        new HttpError(413, `${name} is larger than the upload limit of ${byteSize(limits.maxFileBytes)}.`);
      // Stop reading at the limit rather than spooling the rest; busboy may have hit it already.
      part.file.once('limit', () => part.file.destroy(tooLarge()));
      files.push(await assets.stageFile(name, part.file));
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    await assets.discardStaged(files);
    throw uploadError(error, limits);
  }
  if (files.length === 0) throw badRequest('Choose at least one file to upload.');
  return { fields, files };
}

/**
 * Runs `store` with a received upload and drops whatever it did not store (a refused parent, a
 * failed commit), so nothing staged outlives the request.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  assets: AssetsService,
  limits: UploadLimits,
  checkField: (name: string, value: string) => void,
  store: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, assets, limits, checkField);
  try {
    return await store(upload);
  } finally {
    await assets.discardStaged(upload.files);
  }
}

/** The text fields of a form sent urlencoded, as JSON or as multipart without files. */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw badRequest('This call takes no files.');
    }
    fields[part.fieldname] = part.value;
  }
  return fields;
}

/** The last part of a path a browser or tool may send ('C:\\fakepath\\a.png', 'dir/a.png'), NFC, trimmed. */
export function cleanFileName(raw: string | undefined): string | null {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = last.normalize('NFC').trim();
  return isValidFileName(name) ? name : null;
}

function uploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const name = cleanFileName((error as { part?: { filename?: string } }).part?.filename) ?? 'A file';
      return new HttpError(
        413,
        `${name} is larger than the upload limit of ${byteSize(limits.maxFileBytes)}.`,
      );
    }
    case 'FST_FILES_LIMIT':
      return new HttpError(413, `At most ${limits.maxFiles} files can be uploaded at once.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The upload has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The upload has a field that is not allowed.');
    default: {
      const message = error instanceof Error ? error.message : '';
      if (/Unexpected end of|terminated early|Premature close|aborted/i.test(message))
        return badRequest('The upload was cut off before it finished. Please try again.');
      if (/boundary|Malformed/i.test(message)) return badRequest('The upload is not a valid multipart form.');
      return error;
    }
  }
}

export function byteSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
