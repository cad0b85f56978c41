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
  waiting: 'Paused',
  done: 'Uploaded',
  failed: 'Failed',
};

/** '2 min left', '40 s left': the time the rest takes at `speed` bytes per second. */
function timeLeft(remaining: number, speed: number | null): string | null {
  if (speed === null || speed <= 0) return null;
  const seconds = Math.ceil(remaining / speed);
  if (seconds < 60) return `${seconds} s left`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min left`;
  return `${(seconds / 3600).toFixed(1)} h left`;
}

const speedText = (speed: number | null) => (speed === null ? null : `${formatBytes(speed)}/s`);
const percentOf = (loaded: number, size: number) =>
  size > 0 ? Math.min(99, Math.floor((loaded / size) * 100)) : 0;

/** What a file's line says beside its name. */
function entryStatus(entry: UploadEntry, percent: number): string {
  switch (entry.status) {
    case 'failed':
      return entry.error ?? 'Failed';
    case 'waiting':
      return `Paused at ${percent}%: waiting for the network`;
    case 'uploading':
      return [
        `${percent}% of ${formatBytes(entry.size)}`,
        speedText(entry.speed),
        timeLeft(entry.size - entry.loaded, entry.speed),
      ]
        .filter(Boolean)
        .join(' · ');
    default:
      return `${STATUS_TEXT[entry.status]} · ${formatBytes(entry.size)}`;
  }
}

/** The uploads together: how much of all of it has gone, how fast, and how long the rest takes. */
function totalLine(entries: UploadEntry[]): string | null {
  const going = entries.filter((entry) => entry.status !== 'failed');
  const size = going.reduce((sum, entry) => sum + entry.size, 0);
  const loaded = going.reduce((sum, entry) => sum + (entry.status === 'done' ? entry.size : entry.loaded), 0);
  const sending = going.filter((entry) => entry.status === 'uploading' && entry.speed !== null);
  if (size === 0 || loaded >= size) return null;
  const speed = sending.length > 0 ? sending.reduce((sum, entry) => sum + (entry.speed ?? 0), 0) : null;
  return [`${formatBytes(loaded)} of ${formatBytes(size)}`, speedText(speed), timeLeft(size - loaded, speed)]
    .filter(Boolean)
    .join(' · ');
}

/** One progress bar per file (edit mode uploads), with the total above them. */
export function UploadList({
  entries,
  onDismiss,
  onRetry,
  onClearFinished,
}: {
  entries: UploadEntry[];
  onDismiss: (key: string) => void;
  onRetry: (key: string) => void;
  onClearFinished: () => void;
}) {
  if (entries.length === 0) return null;
  const finished = entries.filter((entry) => entry.status === 'done' || entry.status === 'failed').length;
  const active = entries.length - finished;
  const total = active > 0 ? totalLine(entries) : null;
  return (
    <section className={styles.uploads} aria-label="Uploads">
      <header className={styles.uploadsHeader}>
        <div className={styles.uploadsSummary}>
          <p className={styles.uploadsTitle} aria-live="polite">
            {active > 0
              ? `Uploading ${active} ${active === 1 ? 'file' : 'files'}`
              : `${finished} ${finished === 1 ? 'upload' : 'uploads'} finished`}
          </p>
          {total ? <p className={styles.uploadsTotal}>{total}</p> : null}
        </div>
        {finished > 0 ? (
          <button type="button" className={styles.linkButton} onClick={onClearFinished}>
            Clear finished
          </button>
        ) : null}
      </header>
      <ul className={styles.uploadItems}>
        {entries.map((entry) => {
          const percent = entry.status === 'done' ? 100 : percentOf(entry.loaded, entry.size);
          return (
            <li key={entry.key} className={`${styles.upload} ${styles[`upload-${entry.status}`] ?? ''}`}>
              <div className={styles.uploadLine}>
                <span className={styles.uploadName} title={entry.name}>
                  {entry.status === 'done' ? <CircleCheck aria-hidden="true" /> : null}
                  {entry.status === 'failed' ? <CircleAlert aria-hidden="true" /> : null}
                  {entry.name}
                </span>
                <span className={styles.uploadStatus}>{entryStatus(entry, percent)}</span>
                {entry.status === 'failed' ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={`Retry upload of ${entry.name}`}
                    onClick={() => onRetry(entry.key)}
                  >
                    Retry
                  </button>
                ) : null}
                <CancelButton
                  label={
                    entry.status === 'done' || entry.status === 'failed'
                      ? `Dismiss ${entry.name}`
                      : `Cancel upload of ${entry.name}`
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
