import { DirectoryListing } from '../../../shared/asset-browser';
import { useFolderParam } from '../hooks/useFolderParam';
import styles from './AssetPages.module.css';

/**
 * /admin/resource-library (SA): the same listing in edit mode: rename, move, delete, new folders,
 * drag-and-drop uploads. The server checks every change (editing assets is SA).
 */
export default function ResourceLibraryPage() {
  const [folderId, onFolderChange] = useFolderParam();
  return (
    <div className={styles.admin}>
      <header className={styles.adminHeader}>
        <h1 className={styles.adminTitle}>Resource Library</h1>
        <p className={styles.adminLead}>
          The shared library of files and folders. Drop files onto a folder to upload them; use each row’s
          menu to download, rename, move or delete.
        </p>
      </header>
      <DirectoryListing
        kind="library"
        folderId={folderId}
        readOnly={false}
        showDownloadAll
        label="Resource library"
        onFolderChange={onFolderChange}
      />
    </div>
  );
}
