/**
 * The audit trail (issue 10, issue 28 items 12 and 15): every admin write is a row of the audit log
 * (`GET /api/logs/get`) written by the server alone, in the transaction of the change it records,
 * whose `data` is an AuditDetails as JSON. "What changed" is the names of the fields that changed, with
 * the old and new value of short scalar fields only (never whole bodies). Values of secret fields never
 * appear: a change to one is listed with `{ changed: true }` only.
 */

export const AUDIT_ACTIONS = [
  'user.created',
  'user.edited',
  'user.deleted',
  'user.password-link-sent',
  'user.second-factor-reset',
  'guest.extended',
  'guest.expired',
  'operator.created',
  'operator.edited',
  'operator.deleted',
  'game.created',
  'game.edited',
  'game.deleted',
  'draw-game.created',
  'draw-game.edited',
  'draw-game.deleted',
  'news.created',
  'news.edited',
  'news.published',
  'news.restored',
  'news.deleted',
  'page.edited',
  'page.restored',
  'options.edited',
  'roadmap.edited',
  'asset.folder-created',
  'asset.uploaded',
  'asset.renamed',
  'asset.moved',
  'asset.deleted',
  'asset.restored',
  'asset.purged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = [
  'user',
  'operator',
  'game',
  'draw-game',
  'news',
  'page',
  'options',
  'roadmap',
  'asset',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** A field's value before and after; secret fields and long or structured values only say that they changed. */
export type AuditChange = { from: unknown; to: unknown } | { changed: true };

export interface AuditDetails {
  action: AuditAction;
  /** What the entry is about; `id` is null for a record that is one of a kind (a page, the options). */
  target: { kind: AuditTargetKind; id: number | null; name: string };
  /** The fields the action set or changed (a create lists every field it set). */
  changes: Record<string, AuditChange>;
}
