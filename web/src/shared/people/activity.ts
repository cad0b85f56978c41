import { auditFieldLabel } from '@portal/domain';
import { AUDIT_ACTIONS, type AuditAction, type AuditDetails } from '@portal/domain/schemas';
import { regionLabel } from '../admin/regions';
import { USER_GROUP_LABELS, USER_TYPE_LABELS } from './labels';

/** The audit details of a log entry's data, or null for an entry without any. */
export function auditDetailsOf(data: string | null): AuditDetails | null {
  if (!data) return null;
  try {
    const value = JSON.parse(data) as Partial<AuditDetails> | null;
    if (!value || !AUDIT_ACTIONS.includes(value.action as AuditAction)) return null;
    if (typeof value.changes !== 'object' || value.changes === null) return null;
    return value as AuditDetails;
  } catch {
    return null;
  }
}

const FIELD_LABELS: Record<string, string> = {
  email: 'E-mail',
  firstName: 'First name',
  surname: 'Surname',
  userType: 'Type',
  userGroup: 'Group',
  operatorId: 'Operator',
  regions: 'Regions',
  trackName: 'Track name',
  hash: 'Tournaments key',
  guestExpiryStart: 'Guest from',
  guestExpiryDays: 'Guest days',
  name: 'Name',
  logo: 'Logo',
};

/** A field's label: the people admin's own, else the trail's words for it ('releaseDate' → 'Release date'). */
function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field] ?? auditFieldLabel(field);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function isRegionEntry(value: unknown): value is { region: string; isDefault?: boolean } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { region?: unknown }).region === 'string'
  );
}

/** Names an operator by id, when the operator still exists. */
export type OperatorNamer = (id: number) => string | undefined;

/** A stored value as a person reads it: labels for groups, types and regions; 'none' for nothing. */
function auditValueText(field: string, value: unknown, operatorName?: OperatorNamer): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value
      .map((item) =>
        isRegionEntry(item)
          ? `${regionLabel(item.region)}${item.isDefault ? ' (default)' : ''}`
          : typeof item === 'string'
            ? regionLabel(item)
            : JSON.stringify(item),
      )
      .join(', ');
  }
  if (field === 'userGroup' && typeof value === 'string' && value in USER_GROUP_LABELS)
    return USER_GROUP_LABELS[value as keyof typeof USER_GROUP_LABELS];
  if (field === 'userType' && typeof value === 'string' && value in USER_TYPE_LABELS)
    return USER_TYPE_LABELS[value as keyof typeof USER_TYPE_LABELS];
  if (field === 'operatorId' && typeof value === 'number') return operatorName?.(value) ?? `#${value}`;
  if (field === 'logo') return 'an image';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface ChangeLine {
  field: string;
  label: string;
  /** 'Customer → Performance', or 'changed' for a secret field. */
  text: string;
}

/** One line per changed field, in the order the server listed them. */
export function changeLines(details: AuditDetails, operatorName?: OperatorNamer): ChangeLine[] {
  return Object.entries(details.changes).map(([field, change]) => {
    const label = fieldLabel(field);
    if ('changed' in change) return { field, label, text: 'changed' };
    const to = auditValueText(field, change.to, operatorName);
    if (change.from === null || change.from === undefined) return { field, label, text: to };
    return { field, label, text: `${auditValueText(field, change.from, operatorName)} → ${to}` };
  });
}
