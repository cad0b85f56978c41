import { Container, PageHeader } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import { DirectoryListing } from '../../../shared/asset-browser';
import { useFolderParam } from '../hooks/useFolderParam';
import styles from './AssetPages.module.css';

/** /asset-manager: the resource library, read-only, for every user with the asset permission. */
export function AssetManagerPage() {
  usePageReady();
  const [folderId, onFolderChange] = useFolderParam();
  return (
    <>
      <PageHeader
        eyebrow="Resource library"
        title="Asset Manager"
        lead="Logos, key art, videos and documents for every game, ready to download for your campaigns."
      />
      <Container>
        <div className={styles.listing}>
          <DirectoryListing
            kind="library"
            folderId={folderId}
            readOnly
            showDownloadAll
            label="Resource library"
            onFolderChange={onFolderChange}
          />
          <p className={styles.hint}>
            Open a folder to see what is inside; images open in a preview. Download a whole folder as a zip
            with the button beside the folder name.
          </p>
        </div>
      </Container>
    </>
  );
}
