import { FolderDown, FolderPlus, Upload } from 'lucide-react';
import type { Ref } from 'react';
import { Breadcrumb } from './Breadcrumb';
import { CrumbSkeleton } from './ListingStates';
import type { TrailEntry } from './rules';
import styles from './Toolbar.module.css';

/** The bar of a listing whose permission is still being checked: a placeholder for the breadcrumb. */
export function ToolbarPlaceholder() {
  return (
    <div className={styles.toolbar}>
      <CrumbSkeleton />
    </div>
  );
}

/**
 * The listing's bar (SPEC §2): the breadcrumb and the item count, then the folder's tools: Upload
 * and New folder in edit mode, and Download folder (as a zip) when it has anything to download.
 */
export function Toolbar({
  trail,
  rootLabel,
  currentCrumb,
  count,
  editable,
  newFolderOpen,
  canDownloadFolder,
  onSelectCrumb,
  onUpload,
  onNewFolder,
  onDownloadFolder,
}: {
  /** null while the trail is not known yet. */
  trail: TrailEntry[] | null;
  rootLabel: string;
  currentCrumb: Ref<HTMLSpanElement>;
  /** Items in the folder shown; null while it loads. */
  count: number | null;
  editable: boolean;
  newFolderOpen: boolean;
  canDownloadFolder: boolean;
  onSelectCrumb: (index: number) => void;
  onUpload: (files: File[]) => void;
  onNewFolder: () => void;
  onDownloadFolder: () => void;
}) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.location}>
        {trail ? (
          <Breadcrumb ref={currentCrumb} trail={trail} rootLabel={rootLabel} onSelect={onSelectCrumb} />
        ) : (
          <CrumbSkeleton />
        )}
        <p className={styles.summary} aria-live="polite">
          {count === null ? '\u00a0' : `${count} ${count === 1 ? 'item' : 'items'}`}
        </p>
      </div>
      <div className={styles.tools}>
        {editable ? (
          <>
            <label className={styles.toolButton}>
              <Upload aria-hidden="true" />
              <span className={styles.toolLabel}>Upload</span>
              <input
                type="file"
                multiple
                className="visually-hidden"
                aria-label="Upload files to this folder"
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  if (files.length > 0) onUpload(files);
                  event.target.value = '';
                }}
              />
            </label>
            <button
              type="button"
              className={styles.toolButton}
              onClick={onNewFolder}
              aria-expanded={newFolderOpen}
              title="New folder"
            >
              <FolderPlus aria-hidden="true" />
              <span className={styles.toolLabel}>New folder</span>
            </button>
          </>
        ) : null}
        {canDownloadFolder ? (
          <button
            type="button"
            className={styles.toolButton}
            onClick={onDownloadFolder}
            aria-label="Download current folder"
            title="Download this folder as a zip"
          >
            <FolderDown aria-hidden="true" />
            <span className={styles.toolLabel} aria-hidden="true">
              Download folder
            </span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
