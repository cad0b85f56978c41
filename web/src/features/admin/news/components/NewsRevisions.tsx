import type { NewsStory } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { FormSection } from '../../../../components/form';
import { formatDate, Loaded } from '../../../../shared/admin';
import { RestoreRevision } from '../../../../shared/admin/RestoreRevision';
import revisionList from '../../../../shared/admin/RevisionList.module.css';
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
            <ol className={revisionList.revisions}>
              {list.map((revision) => (
                <li key={revision.revision}>
                  <p>
                    Revision {revision.revision}
                    {revision.revision === story.revision ? ' (current)' : ''} ·{' '}
                    <time dateTime={revision.savedAt}>{formatDate(revision.savedAt, 'dayTime')}</time>
                    {revision.savedBy ? ` · ${revision.savedBy}` : ''}
                  </p>
                  {revision.revision !== story.revision ? (
                    <RestoreRevision
                      revision={revision.revision}
                      savedAt={revision.savedAt}
                      what="story"
                      dirty={dirty}
                      restore={() =>
                        restore.mutateAsync({ revision: revision.revision, baseRevision: story.revision })
                      }
                      onRestored={onRestored}
                      restoredMessage={`Revision ${revision.revision} restored.`}
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
