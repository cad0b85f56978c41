import type { AssetRef } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Check, ImageOff, ImagePlus, Upload } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { alerts } from '../../components/alerts';
import { Button } from '../../components/Button';
import { Overlay } from '../../components/Overlay';
import { Spinner } from '../../components/Spinner';
import { toFailure } from '../../lib/api-client';
import { LoadProblem } from '../admin/LoadProblem';
import { type ImageArea, storedImagesQueryOptions, useUploadImages } from './api';
import styles from './ImagePicker.module.css';

function imageSrc(image: AssetRef, size: 'thumb' | 'large'): string | undefined {
  const src = size === 'thumb' ? (image.thumbnail ?? image.alink ?? image.link) : (image.alink ?? image.link);
  return src ?? undefined;
}

/** The dialog: every stored image of the area as a choice, and an upload that picks what it stored. */
function PickerDialog({
  area,
  open,
  onOpenChange,
  title,
  current,
  onPick,
}: {
  area: ImageArea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  current: number | null;
  onPick: (image: AssetRef) => void;
}) {
  const stored = useQuery({ ...storedImagesQueryOptions(area), enabled: open });
  const upload = useUploadImages(area);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();

  async function onFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    try {
      const [first] = await upload.mutateAsync([...files]);
      if (first) onPick(first);
    } catch (error) {
      alerts.danger(toFailure(error).message || 'The image could not be uploaded. Please try again.');
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const items = stored.data?.items ?? [];
  return (
    <Overlay open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <div className={styles.dialog}>
        <div className={styles.uploadRow}>
          <input
            ref={fileInput}
            id={uploadId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            className="visually-hidden"
            onChange={(event) => onFiles(event.target.files)}
          />
          <Button variant="secondary" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
            {upload.isPending ? <Spinner size={16} label="Uploading…" /> : <Upload aria-hidden="true" />}
            {upload.isPending ? 'Uploading…' : 'Upload an image'}
          </Button>
          <p className={styles.uploadHint}>
            PNG, JPEG, WebP, GIF or SVG. It is stored with the others and chosen.
          </p>
        </div>
        {stored.isPending ? (
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={i} className={styles.skeleton} />
            ))}
          </ul>
        ) : stored.isError ? (
          <LoadProblem what="The images" error={stored.error} onRetry={() => void stored.refetch()} />
        ) : items.length === 0 ? (
          <div className={styles.empty}>
            <ImagePlus aria-hidden="true" />
            <p>No images yet — upload the first one.</p>
          </div>
        ) : (
          <ul className={styles.grid} aria-label="Stored images">
            {items.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={image.id === current}
                  onClick={() => onPick(image)}
                >
                  <img src={imageSrc(image, 'thumb')} alt="" loading="lazy" decoding="async" />
                  <span className={styles.choiceName}>{image.name}</span>
                  {image.id === current ? (
                    <span className={styles.chosen} aria-hidden="true">
                      <Check />
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Overlay>
  );
}

export interface ImagePickerProps {
  area: ImageArea;
  /** The field's label ('Cover image'). */
  label: string;
  hint?: ReactNode;
  error?: string;
  value: AssetRef | null;
  onChange: (image: AssetRef | null) => void;
  /** Shown under the preview (an alt-text field). */
  children?: ReactNode;
  /** A smaller box (an image among many fields). */
  compact?: boolean;
}

/** A picked image with Change and Remove, or a button to choose one from the stored images. */
export function ImagePicker({
  area,
  label,
  hint,
  error,
  value,
  onChange,
  children,
  compact = false,
}: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <fieldset
      className={compact ? `${styles.field} ${styles.compact}` : styles.field}
      aria-describedby={error ? `${labelId}-error` : undefined}
    >
      <legend id={labelId} className={styles.legend}>
        {label}
      </legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {value ? (
        <div className={styles.preview}>
          <img src={imageSrc(value, 'large')} alt="" className={styles.previewImage} />
          <div className={styles.previewActions}>
            <span className={styles.previewName}>{value.name}</span>
            <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
              Change {label.toLowerCase()}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              <ImageOff aria-hidden="true" /> Remove
            </Button>
          </div>
        </div>
      ) : (
        <button type="button" className={styles.placeholder} onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" />
          Choose {label.toLowerCase()}
        </button>
      )}
      {children}
      {error ? (
        <p id={`${labelId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <PickerDialog
        area={area}
        open={open}
        onOpenChange={setOpen}
        title={`Choose ${label.toLowerCase()}`}
        current={value?.id ?? null}
        onPick={(image) => {
          onChange(image);
          setOpen(false);
        }}
      />
    </fieldset>
  );
}
