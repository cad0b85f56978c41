import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { formatDate, Loaded } from '../../../../shared/admin';
import { revisionsQueryOptions } from '../api/get-revisions';
import { useRestoreRevision } from '../api/restore-revision';
import styles from './ContentEditor.module.css';

/** The page's last saves (who, when) and a way back to any of them, saved as a new revision. */
export function RevisionsPanel({
  page,
  current,
  dirty,
  onRestored,
}: {
  page: ContentPage;
  /** The revision the page shows now (null: the default document). */
  current: number | null;
  dirty: boolean;
  onRestored: (answer: ContentAnswer<ContentPage>) => void;
}) {
  const revisions = useQuery(revisionsQueryOptions(page));
  const restore = useRestoreRevision(page);
  return (
    <section className={styles.panel} aria-labelledby="revisions-title">
      <h2 id="revisions-title" className={styles.panelTitle}>
        <History aria-hidden="true" /> Revisions
      </h2>
      <Loaded query={revisions} what="The revisions" loading="Loading revisions…" part>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.hint}>
              Not saved yet: the page shows its default text. Every save is kept here.
            </p>
          ) : (
            <ol className={styles.revisions}>
              {list.map((revision) => (
                <li key={revision.revision}>
                  <div>
                    <p className={styles.revisionName}>
                      Revision {revision.revision}
                      {revision.revision === current ? (
                        <span className={styles.currentBadge}>Live</span>
                      ) : null}
                    </p>
                    <p className={styles.revisionMeta}>
                      <time dateTime={revision.savedAt}>{formatDate(revision.savedAt, 'dayTime')}</time>
                      {revision.savedBy ? ` · ${revision.savedBy}` : ''}
                    </p>
                  </div>
                  {revision.revision !== current ? (
                    <ConfirmDialog
                      title={`Restore revision ${revision.revision}?`}
                      description={`The page goes back to what it said on ${formatDate(revision.savedAt, 'long')}. It is saved as a new revision, so nothing is lost.${dirty ? ' Your unsaved changes here are discarded.' : ''}`}
                      confirmLabel="Restore"
                      onConfirm={async () => {
                        try {
                          const restored = await restore.mutateAsync({
                            revision: revision.revision,
                            baseRevision: current,
                          });
                          onRestored(restored);
                          alerts.success(`Revision ${revision.revision} restored: the page shows it now.`);
                        } catch (error) {
                          alerts.danger(toFailure(error).message || 'The revision could not be restored.');
                        }
                      }}
                      trigger={
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Restore revision ${revision.revision}`}
                        >
                          <RotateCcw aria-hidden="true" /> Restore
                        </Button>
                      }
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </section>
  );
}
