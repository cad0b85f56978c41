import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../../components/form';
import { DirectoryListing, TrashPanel, useFolderParam } from '../../../../shared/asset-browser';
import styles from './ResourceLibraryPage.module.css';

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
        <TrashPanel />
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
