import { MESSAGES } from '@portal/domain';
import { FolderOpen } from 'lucide-react';
import styles from './ListingStates.module.css';

const SKELETON_ROWS = 6;

/** The breadcrumb's place while the trail is not known yet. */
export function CrumbSkeleton() {
  return <span className={`${styles.skeletonBar} ${styles.skeletonCrumb}`} />;
}

export function SkeletonRows() {
  return (
    <div className={styles.skeleton}>
      <span className="visually-hidden" role="status">
        {MESSAGES.loading}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonBar} style={{ width: `${38 + ((index * 17) % 35)}%` }} />
            <span className={`${styles.skeletonBar} ${styles.skeletonSmall}`} />
          </span>
        </div>
      ))}
    </div>
  );
}

export function EmptyFolder({
  failed,
  editable,
  noFolderYet = false,
}: {
  failed: boolean;
  editable: boolean;
  /** The tree has no folder yet: the caller's own, before anything has been put in it. */
  noFolderYet?: boolean;
}) {
  const [title, text] = failed
    ? ['Nothing to show here right now', 'Try again in a moment.']
    : noFolderYet
      ? ['No files shared with you yet', 'Files your account manager shares with you will be listed here.']
      : [
          'This folder is empty',
          editable
            ? 'Drop files here, browse for them below, or create a folder.'
            : 'Files added to this folder will appear here.',
        ];
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <FolderOpen />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
    </div>
  );
}
