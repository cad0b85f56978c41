import type { DrawGameDetail, DrawGameKind, DrawGameRevision } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { FormSection } from '../../../../components/form';
import { Overlay } from '../../../../components/Overlay';
import { RichText } from '../../../../components/RichText';
import { formatDate, Loaded } from '../../../../shared/admin';
import styles from '../../../../shared/admin/AdminGames.module.css';
import { RestoreRevision } from '../../../../shared/admin/RestoreRevision';
import revisionList from '../../../../shared/admin/RevisionList.module.css';
import { drawRevisionsQueryOptions, useRestoreDrawRevision } from '../api';
import own from './DrawGameRevisions.module.css';

/** A revision as it read: its name, whether it was live, its tagline and its description. */
function RevisionView({ revision }: { revision: DrawGameRevision }) {
  const { tagline, description } = revision.details;
  return (
    <div className={own.view}>
      <p className={own.viewName}>{revision.name}</p>
      <p className={own.muted}>
        {revision.live ? 'Live' : 'Not live'}
        {tagline ? ` · ${tagline}` : ''}
      </p>
      {description ? <RichText html={description} /> : <p className={own.muted}>No description.</p>}
    </div>
  );
}

/**
 * The item's last saves (who, when), each to view and to go back to, saved as a new revision. A
 * revision keeps the item's words, not its files (decision 090).
 */
export function DrawGameRevisions({
  kind,
  item,
  current,
  dirty,
  onRestored,
}: {
  kind: DrawGameKind;
  item: DrawGameDetail;
  /** The revision the editor started from. */
  current: number;
  dirty: boolean;
  onRestored: (restored: DrawGameDetail) => void;
}) {
  const revisions = useQuery(drawRevisionsQueryOptions(kind, item.id));
  const restore = useRestoreDrawRevision(kind, item.id);
  const [viewing, setViewing] = useState<DrawGameRevision | null>(null);
  return (
    <FormSection id="draw-revisions" title="Revisions" className={styles.card}>
      <Loaded query={revisions} what="The revisions" loading="Loading revisions…" part>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>Every save from now on is kept here.</p>
          ) : (
            <ol className={revisionList.revisions}>
              {list.map((revision) => (
                <li key={revision.revision}>
                  <p>
                    Revision {revision.revision}
                    {revision.revision === current ? ' (current)' : ''} ·{' '}
                    <time dateTime={revision.savedAt}>{formatDate(revision.savedAt, 'dayTime')}</time>
                    {revision.savedBy ? ` · ${revision.savedBy}` : ''}
                  </p>
                  <div className={own.buttons}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`View revision ${revision.revision}`}
                      onClick={() => setViewing(revision)}
                    >
                      <Eye aria-hidden="true" /> View
                    </Button>
                    {revision.revision !== current ? (
                      <RestoreRevision
                        revision={revision.revision}
                        savedAt={revision.savedAt}
                        what={kind === 'enhanced' ? 'feature' : 'draw game'}
                        dirty={dirty}
                        restore={() =>
                          restore.mutateAsync({ revision: revision.revision, baseRevision: current })
                        }
                        onRestored={onRestored}
                        restoredMessage={`Revision ${revision.revision} restored.`}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
      <Overlay
        open={viewing !== null}
        onOpenChange={(open) => (open ? undefined : setViewing(null))}
        title={viewing ? `Revision ${viewing.revision}, ${formatDate(viewing.savedAt, 'long')}` : 'Revision'}
        size="lg"
      >
        {viewing ? <RevisionView revision={viewing} /> : null}
      </Overlay>
    </FormSection>
  );
}
