import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { formatDate, Loaded } from '../../../../shared/admin';
import { RestoreRevision } from '../../../../shared/admin/RestoreRevision';
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
                    <RestoreRevision
                      revision={revision.revision}
                      savedAt={revision.savedAt}
                      what="page"
                      dirty={dirty}
                      restore={() =>
                        restore.mutateAsync({ revision: revision.revision, baseRevision: current })
                      }
                      onRestored={onRestored}
                      restoredMessage={`Revision ${revision.revision} restored: the page shows it now.`}
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
