import { RotateCcw } from 'lucide-react';
import { alerts } from '../../components/alerts';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/form';
import { toFailure } from '../../lib/api-client';
import { formatDate } from './dates';

/**
 * A revision's Restore button, asking first: the record goes back to that revision, saved as a new
 * one (page and story editors' revision panels).
 */
export function RestoreRevision<T>({
  revision,
  savedAt,
  what,
  dirty,
  restore,
  onRestored,
  restoredMessage,
}: {
  revision: number;
  savedAt: string;
  /** 'page' or 'story', in the question. */
  what: string;
  /** The editor has unsaved changes (they are discarded). */
  dirty: boolean;
  restore: () => Promise<T>;
  onRestored: (restored: T) => void;
  restoredMessage: string;
}) {
  return (
    <ConfirmDialog
      title={`Restore revision ${revision}?`}
      description={`The ${what} goes back to what it said on ${formatDate(savedAt, 'long')}. It is saved as a new revision, so nothing is lost.${dirty ? ' Your unsaved changes here are discarded.' : ''}`}
      confirmLabel="Restore"
      onConfirm={async () => {
        try {
          onRestored(await restore());
          alerts.success(restoredMessage);
        } catch (error) {
          alerts.danger(toFailure(error).message || 'The revision could not be restored.');
        }
      }}
      trigger={
        <Button size="sm" variant="secondary" aria-label={`Restore revision ${revision}`}>
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
      }
    />
  );
}
