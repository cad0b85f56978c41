import { CircleAlert, CircleCheck, CloudUpload } from 'lucide-react';
import { useId, useRef } from 'react';
import { CancelButton } from './CancelButton';
import type { UploadEntry } from './hooks/useUploads';
import { formatBytes } from './rules';
import styles from './UploadZone.module.css';

/**
 * Edit mode's drop zone: files dropped anywhere on the listing, or picked here, go into the folder
 * being shown. The input is the zone's own (tests and keyboard users reach it by its label).
 */
export function UploadZone({
  folderName,
  onFiles,
}: {
  folderName: string;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div className={styles.dropZone}>
      <CloudUpload aria-hidden="true" className={styles.dropIcon} />
      <p id={hintId} className={styles.dropText}>
        Drag and drop files here to upload them to <strong>{folderName}</strong>, or
      </p>
      <label className={styles.browse}>
        <input
          ref={input}
          type="file"
          multiple
          className="visually-hidden"
          aria-label="Upload files"
          aria-describedby={hintId}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            if (files.length > 0) onFiles(files);
            event.target.value = '';
          }}
        />
        browse files
      </label>
    </div>
  );
}

const STATUS_TEXT: Record<UploadEntry['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

/** One progress bar per file (edit mode uploads). */
export function UploadList({
  entries,
  onDismiss,
  onClearFinished,
}: {
  entries: UploadEntry[];
  onDismiss: (key: string) => void;
  onClearFinished: () => void;
}) {
  if (entries.length === 0) return null;
  const finished = entries.filter((entry) => entry.status === 'done' || entry.status === 'failed').length;
  const active = entries.length - finished;
  return (
    <section className={styles.uploads} aria-label="Uploads">
      <header className={styles.uploadsHeader}>
        <p className={styles.uploadsTitle} aria-live="polite">
          {active > 0
            ? `Uploading ${active} ${active === 1 ? 'file' : 'files'}`
            : `${finished} ${finished === 1 ? 'upload' : 'uploads'} finished`}
        </p>
        {finished > 0 ? (
          <button type="button" className={styles.linkButton} onClick={onClearFinished}>
            Clear finished
          </button>
        ) : null}
      </header>
      <ul className={styles.uploadItems}>
        {entries.map((entry) => {
          const percent =
            entry.status === 'done'
              ? 100
              : entry.size > 0
                ? Math.min(99, Math.floor((entry.loaded / entry.size) * 100))
                : 0;
          return (
            <li key={entry.key} className={`${styles.upload} ${styles[`upload-${entry.status}`] ?? ''}`}>
              <div className={styles.uploadLine}>
                <span className={styles.uploadName} title={entry.name}>
                  {entry.status === 'done' ? <CircleCheck aria-hidden="true" /> : null}
                  {entry.status === 'failed' ? <CircleAlert aria-hidden="true" /> : null}
                  {entry.name}
                </span>
                <span className={styles.uploadStatus}>
                  {entry.status === 'failed'
                    ? entry.error
                    : entry.status === 'uploading'
                      ? `${percent}% of ${formatBytes(entry.size)}`
                      : `${STATUS_TEXT[entry.status]} · ${formatBytes(entry.size)}`}
                </span>
                <CancelButton
                  label={
                    entry.status === 'queued' || entry.status === 'uploading'
                      ? `Cancel upload of ${entry.name}`
                      : `Dismiss ${entry.name}`
                  }
                  onClick={() => onDismiss(entry.key)}
                />
              </div>
              <div
                className={styles.progress}
                role="progressbar"
                aria-label={`${STATUS_TEXT[entry.status]} ${entry.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span className={styles.progressFill} style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
