import type { AuditChange } from './schemas/audit.ts';

/*
 * Rules of the audit trail for content (issue 28 item 12): what a save records as changed, and how an
 * entry reads ("Edited game Lucky Leprechaun: name, description").
 */

/** Text longer than this is a body, not a short value: only its field's name is recorded. */
const SHORT_TEXT = 80;

/** A value shown as it was and as it became: a flag, a number, nothing, or a line of short text. */
function isShortScalar(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'boolean' || typeof value === 'number') return true;
  return typeof value === 'string' && value.length <= SHORT_TEXT && !/[\n<]/.test(value);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The changes between two versions of a record over `fields` (`before` null: a record just made, whose
 * non-empty fields are listed). Short scalars keep their old and new value; anything else (bodies,
 * lists, documents) only says that it changed.
 */
export function recordChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const field of fields) {
    const from = before ? before[field] : undefined;
    const to = after[field];
    if (before ? JSON.stringify(from) === JSON.stringify(to) : isEmpty(to)) continue;
    changes[field] =
      isShortScalar(from) && isShortScalar(to) ? { from: from ?? null, to: to ?? null } : { changed: true };
  }
  return changes;
}

/** Field names whose words are not simply the name's own. */
const FIELD_WORDS: Record<string, string> = {
  gameName: 'name',
  isActive: 'active',
  isReleaseDatePerRegion: 'release dates per region',
  demoSoftwareId: 'demo software id',
  softwareId: 'software id',
  softwareIds: 'software ids',
  downloadableAssets: 'downloadable assets',
  publishAt: 'publish time',
  useGameDemoFallbacks: 'demo fallbacks',
  enquiriesEmail: 'enquiries address',
  responsibleGamblingUrl: 'responsible-gambling link',
  tournamentsDemoUrl: 'tournaments demo address',
  operatorId: 'operator',
  userGroup: 'group',
  userType: 'type',
  email: 'e-mail',
  hash: 'tournaments key',
  guestExpiryStart: 'guest from',
  guestExpiryDays: 'guest days',
  parent: 'folder',
};

/** A field's name in words: 'gameName' → 'name', 'releaseDate' → 'release date'. */
export function auditFieldLabel(field: string): string {
  const known = FIELD_WORDS[field];
  if (known) return known;
  const last = field.split('.').at(-1) ?? field;
  return (FIELD_WORDS[last] ?? last.replace(/([a-z0-9])([A-Z])/g, '$1 $2')).toLowerCase();
}

/** The changed fields in words, at most `max` then 'and N more': 'name, description'. */
export function changedFieldsText(changes: Record<string, AuditChange>, max = 6): string {
  const labels = Object.keys(changes).map(auditFieldLabel);
  if (labels.length <= max) return labels.join(', ');
  return `${labels.slice(0, max).join(', ')} and ${labels.length - max} more`;
}

/**
 * The sentence of an entry: 'Edited game Lucky Leprechaun: name, description', 'Published story
 * Spring draws', 'Deleted popular draw game Lotto'. The changed fields follow an edit's sentence.
 */
export function auditSentence(
  verb: string,
  what: string,
  name: string,
  changes: Record<string, AuditChange> = {},
): string {
  const sentence = `${verb} ${what} ${name}`.replace(/\s+/g, ' ').trim();
  const fields = changedFieldsText(changes);
  return fields && verb === 'Edited' ? `${sentence}: ${fields}` : sentence;
}
