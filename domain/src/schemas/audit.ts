/**
 * The audit trail of the people admin (issue 10): every create, edit, delete, link sent, guest
 * extended or expired is a row of the audit log (`GET /api/logs/get`), whose `data` is an
 * AuditDetails as JSON. Values of secret fields never appear: a change to one is listed with
 * `{ changed: true }` only.
 */

export const AUDIT_ACTIONS = [
  'user.created',
  'user.edited',
  'user.deleted',
  'user.password-link-sent',
  'guest.extended',
  'guest.expired',
  'operator.created',
  'operator.edited',
  'operator.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value before and after; secret fields only say that they changed. */
export type AuditChange = { from: unknown; to: unknown } | { changed: true };

export interface AuditDetails {
  action: AuditAction;
  target: { kind: 'user' | 'operator'; id: number; name: string };
  /** The fields the action set or changed (a create lists every field it set). */
  changes: Record<string, AuditChange>;
}
