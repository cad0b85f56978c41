import { AssetSlotField, GAME_ASSET_SLOTS, type GameAssetSlot } from '@portal/domain/schemas';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import type { AssetsService, StagedFile } from '../assets/assets.service.ts';
import { byteSize, cleanFileName, type UploadLimits } from '../assets/uploads.ts';

/** A file of a create form, staged in the blob store until its item has a tree to hold it. */
export interface SlotUpload {
  slot: GameAssetSlot;
  position: number;
  file: StagedFile;
}

/** One entry of a slot: an asset the library holds already, or a file sent with the form. */
export type SlotEntry = { assetId: number } | { upload: SlotUpload };

export interface AssetForm {
  /** Every field that is not a file, as sent: text, or a list of texts for a repeated name. */
  fields: Record<string, unknown>;
  uploads: SlotUpload[];
}

const FILE_FIELD = /^files\[([A-Za-z]+)\]\[(\d{1,4})\]\[(id|data)\]$/;
const SLOT_FIELD = /^(?:assets\[(\w+)\]|(\w+))$/;
// A game form has some 25 fields plus one per reused asset; descriptions and lists can be long.
const FORM_LIMITS = { fields: 1000, fieldSize: 1024 * 1024 };

function slotOf(key: string): GameAssetSlot | null {
  return (GAME_ASSET_SLOTS as readonly string[]).includes(key) ? (key as GameAssetSlot) : null;
}

function slotFieldOf(key: string): GameAssetSlot | null {
  const match = SLOT_FIELD.exec(key);
  return match ? slotOf(match[1] ?? match[2]!) : null;
}

/**
 * Reads a create form sent urlencoded, as JSON or multipart (SPEC §7: fields, assets per key as
 * JSON, files[key][n][id or data]). Files stream into the blob store's staging area as they arrive,
 * never whole into memory; nothing is visible until the caller stores them, and on any failure
 * here they are dropped. The caller must store or discard `uploads`.
 */
export async function readAssetForm(
  request: FastifyRequest,
  assets: AssetsService,
  limits: UploadLimits,
): Promise<AssetForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields =
      body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields, uploads: [] };
  }

  const fields: Record<string, unknown> = {};
  const uploads: SlotUpload[] = [];
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'field') {
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
        continue;
      }
      const match = FILE_FIELD.exec(part.fieldname);
      const slot = match ? slotOf(match[1]!) : null;
      if (!match || !slot || match[3] !== 'data') {
        part.file.resume();
        throw badRequest(
          `Files go in files[slot][n][data], with slot one of ${GAME_ASSET_SLOTS.join(', ')}.`,
        );
      }
      const name = cleanFileName(part.filename);
      if (name === null) {
        part.file.resume();
        throw badRequest(`'${part.filename}' cannot be used as a file name.`);
      }
      part.file.once('limit', () =>
        part.file.destroy(
          new HttpError(413, `${name} is larger than the upload limit of ${byteSize(limits.maxFileBytes)}.`),
        ),
      );
      uploads.push({ slot, position: Number(match[2]), file: await assets.stageFile(name, part.file) });
    }
  } catch (error) {
    await assets.discardStaged(uploads.map((upload) => upload.file));
    throw formError(error, limits);
  }
  return { fields, uploads };
}

function formError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(
        413,
        `A file is larger than the upload limit of ${byteSize(limits.maxFileBytes)}.`,
      );
    case 'FST_FILES_LIMIT':
      return new HttpError(413, `At most ${limits.maxFiles} files can be sent at once.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The form has a field that is not allowed.');
    default: {
      const message = error instanceof Error ? error.message : '';
      if (/Unexpected end of|terminated early|Premature close|aborted/i.test(message))
        return badRequest('The form was cut off before it finished. Please try again.');
      if (/boundary|Malformed/i.test(message)) return badRequest('The form is not a valid multipart form.');
      return error;
    }
  }
}

/**
 * The slots a form sets, each in order: the slot's JSON list first (the assets to keep), then the
 * files[slot][n] entries by n, each reusing a stored asset (`[id]`) or bringing a file (`[data]`).
 * A slot the form does not mention is absent, so an edit keeps it; `slot=[]` empties it.
 */
export function slotEntriesOf(form: Pick<AssetForm, 'fields' | 'uploads'>): Map<GameAssetSlot, SlotEntry[]> {
  const positioned = new Map<GameAssetSlot, { position: number; entry: SlotEntry }[]>();
  const listed = new Map<GameAssetSlot, SlotEntry[]>();
  const add = (slot: GameAssetSlot, position: number, entry: SlotEntry) =>
    positioned.set(slot, [...(positioned.get(slot) ?? []), { position, entry }]);

  for (const [key, value] of Object.entries(form.fields)) {
    const fileField = FILE_FIELD.exec(key);
    if (fileField) {
      const slot = slotOf(fileField[1]!);
      if (!slot || fileField[3] !== 'id') throw badRequest(`${key} is not a field of this form.`);
      const [assetId] = validate(AssetSlotField, [value].flat());
      if (assetId !== undefined) add(slot, Number(fileField[2]), { assetId });
      continue;
    }
    const slot = slotFieldOf(key);
    if (slot)
      listed.set(
        slot,
        validate(AssetSlotField, value).map((assetId) => ({ assetId })),
      );
  }
  for (const upload of form.uploads) add(upload.slot, upload.position, { upload });

  const slots = new Map<GameAssetSlot, SlotEntry[]>();
  for (const slot of GAME_ASSET_SLOTS) {
    const extra = (positioned.get(slot) ?? []).sort((a, b) => a.position - b.position).map((p) => p.entry);
    if (!listed.has(slot) && extra.length === 0) continue;
    const seen = new Set<number>();
    slots.set(
      slot,
      [...(listed.get(slot) ?? []), ...extra].filter((entry) => {
        if (!('assetId' in entry)) return true;
        if (seen.has(entry.assetId)) return false;
        seen.add(entry.assetId);
        return true;
      }),
    );
  }
  return slots;
}

/** The form's fields without the asset slots, for the item's own schema. */
export function fieldsWithoutSlots(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key]) => !FILE_FIELD.test(key) && !slotFieldOf(key)),
  );
}
