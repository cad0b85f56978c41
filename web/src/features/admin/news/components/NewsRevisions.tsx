import type { NewsStory } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { ConfirmDialog, FormSection } from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { formatDate, Loaded } from '../../../../shared/admin';
import { newsRevisionsQueryOptions, useRestoreNewsRevision } from '../api/revisions';
import styles from './AdminNews.module.css';

/** The story's last saves (who, when) and a way back to any of them, saved as a new revision. */
export function NewsRevisions({
  story,
  dirty,
  onRestored,
}: {
  story: NewsStory;
  dirty: boolean;
  onRestored: (restored: NewsStory) => void;
}) {
  const revisions = useQuery(newsRevisionsQueryOptions(story.id));
  const restore = useRestoreNewsRevision(story.id);
  return (
    <FormSection
      id="panel-revisions"
      title="Revisions"
      className={styles.panel}
      titleClassName={styles.panelTitle}
    >
      <Loaded query={revisions} what="The revisions" loading="Loading revisions…" part>
        {(list) =>
          list.length === 0 ? (
            <p>Every save from now on is kept here.</p>
          ) : (
            <ol className={styles.revisions}>
              {list.map((revision) => (
                <li key={revision.revision}>
                  <p>
                    Revision {revision.revision}
                    {revision.revision === story.revision ? ' (current)' : ''} ·{' '}
                    <time dateTime={revision.savedAt}>{formatDate(revision.savedAt, 'dayTime')}</time>
                    {revision.savedBy ? ` · ${revision.savedBy}` : ''}
                  </p>
                  {revision.revision !== story.revision ? (
                    <ConfirmDialog
                      title={`Restore revision ${revision.revision}?`}
                      description={`The story goes back to what it said on ${formatDate(revision.savedAt, 'long')}. It is saved as a new revision, so nothing is lost.${dirty ? ' Your unsaved changes here are discarded.' : ''}`}
                      confirmLabel="Restore"
                      onConfirm={async () => {
                        try {
                          const restored = await restore.mutateAsync({
                            revision: revision.revision,
                            baseRevision: story.revision,
                          });
                          onRestored(restored);
                          alerts.success(`Revision ${revision.revision} restored.`);
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
    </FormSection>
  );
}
