import type { DrawGameDetail, DrawGameKind } from '@portal/domain/schemas';
import { appendSlots, emptySlots, type GameSlots, slotsOf } from '../../../shared/admin';

/** A detail field of a kind's form: one line, formatted text, or a list of short texts. */
export interface DetailField {
  name: string;
  label: string;
  input: 'text' | 'rich' | 'list';
  hint?: string;
}

const TAGLINE: DetailField = { name: 'tagline', label: 'Tagline', input: 'text' };
const DESCRIPTION: DetailField = { name: 'description', label: 'Description', input: 'rich' };
const ODDS: DetailField = { name: 'odds', label: 'Odds', input: 'text', hint: 'e.g. 1 in 292,201,338' };
const PRICE: DetailField = { name: 'ticketPrice', label: 'Ticket price', input: 'text', hint: 'e.g. $2' };

/** The details each kind's page shows (domain DRAW_GAME_DETAIL_FIELDS), in form order. */
export const DETAIL_FIELDS: Record<DrawGameKind, DetailField[]> = {
  popular: [
    TAGLINE,
    DESCRIPTION,
    { name: 'jackpot', label: 'Jackpot', input: 'text', hint: 'e.g. $20 Million' },
    { name: 'drawDays', label: 'Draw days', input: 'list' },
    ODDS,
    PRICE,
    { name: 'website', label: 'Website', input: 'text', hint: 'The lottery’s own site, an https address.' },
  ],
  frequency: [
    TAGLINE,
    DESCRIPTION,
    { name: 'drawFrequency', label: 'Draw frequency', input: 'text', hint: 'e.g. Every 4 minutes' },
    ODDS,
    PRICE,
    { name: 'highlights', label: 'Highlights', input: 'list' },
  ],
  enhanced: [
    TAGLINE,
    DESCRIPTION,
    { name: 'benefits', label: 'Benefits', input: 'list' },
    { name: 'worksWith', label: 'Works with', input: 'list', hint: 'Names of the draw games it works with.' },
  ],
};

export interface DrawFormValues {
  name: string;
  live: boolean;
  channels: string[];
  details: Record<string, string | string[]>;
  slots: GameSlots;
}

export function drawValues(kind: DrawGameKind, item?: DrawGameDetail): DrawFormValues {
  const stored = (item?.details ?? {}) as unknown as Record<string, unknown>;
  const details: Record<string, string | string[]> = {};
  for (const field of DETAIL_FIELDS[kind]) {
    const value = stored[field.name];
    details[field.name] = field.input === 'list' ? (Array.isArray(value) ? value : []) : String(value ?? '');
  }
  return {
    name: item?.name ?? '',
    live: item?.live ?? false,
    channels: item?.channels ?? [],
    details,
    slots: item ? slotsOf(item.assetSlots) : emptySlots(),
  };
}

/**
 * The fields as the kind's create call reads them, for checking with its schema before the call. An
 * edit carries the revision it started from (decision 070).
 */
export function drawRequest(
  kind: DrawGameKind,
  values: DrawFormValues,
  id: number | null,
  baseRevision?: number,
) {
  return {
    type: id === null ? 'POST' : 'PUT',
    ...(id === null ? {} : { id, baseRevision }),
    name: values.name,
    live: values.live,
    ...(kind === 'frequency' ? { channels: values.channels } : {}),
    ...values.details,
  };
}

/** The multipart form of POST /api/{items}/create: the fields (lists as JSON) and the asset slots. */
export function drawFormData(
  kind: DrawGameKind,
  values: DrawFormValues,
  id: number | null,
  baseRevision?: number,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(drawRequest(kind, values, id, baseRevision))) {
    if (value === undefined) continue;
    form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  appendSlots(form, values.slots);
  return form;
}
