import { ImageUp, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Button } from '../../../../components/Button';
import type { LogoChange } from '../api/save-operator';
import styles from './operators.module.css';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/tiff,image/svg+xml';
export const LOGO_NOT_AN_IMAGE = 'The logo must be an image (PNG, JPEG, GIF, WebP, AVIF, TIFF or SVG).';

export interface LogoFieldProps {
  name: string;
  /** The stored logo's thumbnail, if any. */
  current: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
  error?: string;
  /** While saving with a new file: the share of it sent (0 to 1). */
  progress: number | null;
}

/** The operator's logo: what is stored or about to be, choose another, remove, or undo the choice. */
export function LogoField({ name, current, change, onChange, error, progress }: LogoFieldProps) {
  const id = useId();
  const file = change.kind === 'upload' ? change.file : null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = change.kind === 'upload' ? preview : change.kind === 'remove' ? null : current;
  const status =
    change.kind === 'upload'
      ? `New logo: ${change.file.name}. It is stored when you save.`
      : change.kind === 'remove'
        ? 'The logo is removed when you save.'
        : current
          ? 'The current logo.'
          : 'No logo yet. Lists show the initials instead.';
  const describedBy = [`${id}-status`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.logoField}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        Logo
      </span>
      <div className={styles.logoRow}>
        <div className={styles.logoPreview}>
          {shown ? (
            <img
              src={shown}
              alt={change.kind === 'upload' ? `New logo for ${name || 'the operator'}` : `${name} logo`}
            />
          ) : (
            <span className={styles.logoEmpty}>No logo</span>
          )}
        </div>
        <div className={styles.logoControls}>
          <p id={`${id}-status`} className={styles.hint}>
            {status}
          </p>
          <div className={styles.logoButtons}>
            <label className={styles.fileButton}>
              <ImageUp aria-hidden="true" />
              <span id={`${id}-choose`}>{shown ? 'Choose another image' : 'Choose an image'}</span>
              <input
                type="file"
                accept={IMAGE_TYPES}
                className="visually-hidden"
                aria-labelledby={`${id}-label ${id}-choose`}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  if (chosen) onChange({ kind: 'upload', file: chosen });
                }}
              />
            </label>
            {change.kind !== 'keep' ? (
              <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'keep' })}>
                <Undo2 aria-hidden="true" /> {current ? 'Keep the current logo' : 'Undo'}
              </Button>
            ) : current ? (
              <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'remove' })}>
                <Trash2 aria-hidden="true" /> Remove logo
              </Button>
            ) : null}
          </div>
          {progress !== null ? (
            <div className={styles.progress}>
              <progress id={`${id}-progress`} max={1} value={progress} aria-label="Logo upload" />
              <span aria-live="polite">Uploading… {Math.round(progress * 100)}%</span>
            </div>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
