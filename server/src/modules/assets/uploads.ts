import { isValidFileName } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import type { AssetUploads, StagedFile } from './asset-uploads.service.ts';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** What an upload request carried: its text fields and its files, staged and not yet stored. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
}

/** A file of a multipart form, staged: the field it came in and the file. */
export interface StagedPart {
  field: string;
  file: StagedFile;
}

export interface MultipartOptions {
  /** Sees each text field as it arrives, so a bad parentId sent before the files fails before any byte is stored. */
  checkField?: (name: string, value: string) => void;
  /** Refuses a file sent under a field the form has no place for, before a byte of it is stored. */
  checkFileField?: (field: string) => void;
  /** Limits above the app's for this form (a game form has many long fields). */
  partLimits?: { fields: number; fieldSize: number };
}

/**
 * Reads a multipart form as it arrives: its text fields in order (a repeated name comes again), and
 * each file streamed into the blob store's staging area, never whole into memory. On any failure the
 * staged files are dropped and the error becomes a 4xx a person understands (413 past a limit). The
 * one reader of asset uploads and of the showcase forms (games, draw games); the caller must store
 * or discard the files it answers.
 */
export async function readMultipart(
  request: FastifyRequest,
  uploads: AssetUploads,
  limits: UploadLimits,
  options: MultipartOptions = {},
): Promise<{ fields: [string, string][]; files: StagedPart[] }> {
  const fields: [string, string][] = [];
  const files: StagedPart[] = [];
  try {
    const parts = request.parts(options.partLimits ? { limits: options.partLimits } : undefined);
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        fields.push([part.fieldname, value]);
        options.checkField?.(part.fieldname, value);
        continue;
      }
      const name = cleanFileName(part.filename);
      try {
        options.checkFileField?.(part.fieldname);
        if (name === null) throw badRequest(`'${part.filename}' cannot be used as a file name.`);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      const tooLarge = () =>
        new HttpError(413, `${name} is larger than the upload limit of ${byteSize(limits.maxFileBytes)}.`);
      // Stop reading at the limit rather than spooling the rest; busboy may have hit it already.
      part.file.once('limit', () => part.file.destroy(tooLarge()));
      files.push({ field: part.fieldname, file: await uploads.stageFile(name, part.file) });
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    await uploads.discardStaged(files.map((part) => part.file));
    throw multipartError(error, limits);
  }
  return { fields, files };
}

/**
 * Reads an asset upload (`files[n]` or `files`, plus text fields; a repeated field keeps its last
 * value). A refused upload leaves no file and no row.
 */
async function receiveUpload(
  request: FastifyRequest,
  uploads: AssetUploads,
  limits: UploadLimits,
  checkField: (name: string, value: string) => void = () => {},
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data.');
  const { fields, files } = await readMultipart(request, uploads, limits, { checkField });
  if (files.length === 0) throw badRequest('Choose at least one file to upload.');
  return { fields: Object.fromEntries(fields), files: files.map((part) => part.file) };
}

/**
 * Runs `store` with a received upload and drops whatever it did not store (a refused parent, a
 * failed commit), so nothing staged outlives the request.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  uploads: AssetUploads,
  limits: UploadLimits,
  checkField: (name: string, value: string) => void,
  store: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, uploads, limits, checkField);
  try {
    return await store(upload);
  } finally {
    await uploads.discardStaged(upload.files);
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

/** The one error map of multipart forms: the parser's errors as messages a person understands. */
function multipartError(error: unknown, limits: UploadLimits): unknown {
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
      return new HttpError(413, 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a field that is not allowed.');
    default: {
      const message = error instanceof Error ? error.message : '';
      if (/Unexpected end of|terminated early|Premature close|aborted/i.test(message))
        return badRequest('The upload was cut off before it finished. Please try again.');
      if (/boundary|Malformed/i.test(message)) return badRequest('The form is not a valid multipart form.');
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
