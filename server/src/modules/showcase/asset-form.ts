import { AssetSlotField, GAME_ASSET_SLOTS, type GameAssetSlot } from '@portal/domain/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import type { AssetUploads, StagedFile } from '../assets/asset-uploads.service.ts';
import { readMultipart, type UploadLimits } from '../assets/uploads.ts';

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
 * JSON, files[key][n][id or data]). Files stream into the blob store's staging area as they arrive
 * (assets/uploads.ts); nothing is visible until the caller stores them, and on any failure here they
 * are dropped. The caller must store or discard `uploads`.
 */
async function readAssetForm(
  request: FastifyRequest,
  assetUploads: AssetUploads,
  limits: UploadLimits,
): Promise<AssetForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields =
      body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields, uploads: [] };
  }

  const received = await readMultipart(request, assetUploads, limits, {
    partLimits: FORM_LIMITS,
    checkFileField: (field) => {
      const match = FILE_FIELD.exec(field);
      if (!match || !slotOf(match[1]!) || match[3] !== 'data')
        throw badRequest(
          `Files go in files[slot][n][data], with slot one of ${GAME_ASSET_SLOTS.join(', ')}.`,
        );
    },
  });
  const fields: Record<string, unknown> = {};
  for (const [name, value] of received.fields) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [previous, value].flat();
  }
  const uploads = received.files.map(({ field, file }) => {
    const [, slot, position] = FILE_FIELD.exec(field)!;
    return { slot: slot as GameAssetSlot, position: Number(position), file };
  });
  return { fields, uploads };
}

/** A create form checked at its route: its fields parsed by the item's schema, its slots read. */
export interface CheckedAssetForm<T> {
  fields: T;
  /** The fields as sent (without slots), for rules that check them against the stored item. */
  sent: Record<string, unknown>;
  slots: Map<GameAssetSlot, SlotEntry[]>;
  /** Files staged by the form: the service stores them or, once done, discards them. */
  staged: StagedFile[];
}

/**
 * Reads a create form (readAssetForm) and checks it with the item's schema before any service sees
 * it. A form that fails is a 400 and its staged files are dropped at once.
 */
export async function readCheckedAssetForm<S extends z.ZodType>(
  request: FastifyRequest,
  uploads: AssetUploads,
  limits: UploadLimits,
  schema: S,
): Promise<CheckedAssetForm<z.output<S>>> {
  const form = await readAssetForm(request, uploads, limits);
  try {
    return checkAssetForm(schema, form);
  } catch (error) {
    await uploads.discardStaged(form.uploads.map((upload) => upload.file));
    throw error;
  }
}

/** Checks a form as read: its fields with the item's schema (a 400 naming the field), its slots. */
export function checkAssetForm<S extends z.ZodType>(
  schema: S,
  form: AssetForm,
): CheckedAssetForm<z.output<S>> {
  const sent = fieldsWithoutSlots(form.fields);
  return {
    fields: validate(schema, sent),
    sent,
    slots: slotEntriesOf(form),
    staged: form.uploads.map((upload) => upload.file),
  };
}

/**
 * The slots a form sets, each in order: the slot's JSON list first (the assets to keep), then the
 * files[slot][n] entries by n, each reusing a stored asset (`[id]`) or bringing a file (`[data]`).
 * A slot the form does not mention is absent, so an edit keeps it; `slot=[]` empties it.
 */
function slotEntriesOf(form: Pick<AssetForm, 'fields' | 'uploads'>): Map<GameAssetSlot, SlotEntry[]> {
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
function fieldsWithoutSlots(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key]) => !FILE_FIELD.test(key) && !slotFieldOf(key)),
  );
}
