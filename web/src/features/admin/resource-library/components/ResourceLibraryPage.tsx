import { AdminPageHeader } from '../../../../components/form';
import { DirectoryListing, useFolderParam } from '../../../../shared/asset-browser';

/**
 * /admin/resource-library (SA): the same listing in edit mode: rename, move, delete, new folders,
 * drag-and-drop uploads. The server checks every change (editing assets is SA).
 */
export default function ResourceLibraryPage() {
  const [folderId, onFolderChange] = useFolderParam();
  return (
    <div>
      <AdminPageHeader
        title="Resource Library"
        lead="The shared library of files and folders. Drop files onto a folder to upload them; use each row’s menu to download, rename, move or delete."
      />
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
