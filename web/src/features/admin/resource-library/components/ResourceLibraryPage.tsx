import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../../components/form';
import { AdminLoading } from '../../../../shared/admin';
import { DirectoryListing, useFolderParam } from '../../../../shared/asset-browser';
import styles from './ResourceLibraryPage.module.css';

// Loaded when the trash is first shown: the library's own view stays as light as it was.
const TrashPanel = lazy(() => import('../../../../shared/asset-browser/TrashPanel'));

/**
 * /admin/resource-library (SA): the same listing in edit mode: rename, move, delete, new folders,
 * drag-and-drop uploads. The server checks every change (editing assets is SA). ?view=trash shows
 * the trash of every tree instead (decision 140).
 */
export default function ResourceLibraryPage() {
  const [folderId, onFolderChange] = useFolderParam();
  const [params] = useSearchParams();
  const showTrash = params.get('view') === 'trash';
  return (
    <div>
      <AdminPageHeader
        title="Resource Library"
        lead="The shared library of files and folders. Drop files onto a folder to upload them; use each row’s menu to download, rename, move or delete. Deleted items go to the trash, where they can be restored."
      />
      <nav className={styles.views} aria-label="Resource library views">
        <Link
          to="/admin/resource-library"
          className={showTrash ? styles.view : `${styles.view} ${styles.viewActive}`}
          aria-current={showTrash ? undefined : 'page'}
        >
          Files
        </Link>
        <Link
          to="/admin/resource-library?view=trash"
          className={showTrash ? `${styles.view} ${styles.viewActive}` : styles.view}
          aria-current={showTrash ? 'page' : undefined}
        >
          Trash
        </Link>
      </nav>
      {showTrash ? (
        <Suspense fallback={<AdminLoading part label="Loading the trash…" />}>
          <TrashPanel />
        </Suspense>
      ) : (
        <DirectoryListing
          kind="library"
          folderId={folderId}
          readOnly={false}
          showDownloadAll
          label="Resource library"
          onFolderChange={onFolderChange}
        />
      )}
    </div>
  );
}
