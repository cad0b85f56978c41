import type { AssetRef, DirectoryItem } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, FileText, Folder, FolderSearch, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Overlay } from '../../components/Overlay';
import { directoryQueryOptions } from '../asset-browser';
import styles from './AdminGames.module.css';
import { AdminLoading } from './AdminLoading';
import { LoadProblem } from './LoadProblem';
import type { GameSlots, SlotItem } from './slots';

let fileKey = 0;

function preview(item: SlotItem): { name: string; src: string | null } {
  if (item.kind === 'new') {
    return {
      name: item.file.name,
      src: item.file.type.startsWith('image/') ? URL.createObjectURL(item.file) : null,
    };
  }
  const { asset } = item;
  return { name: asset.name ?? `Asset ${asset.id}`, src: asset.thumbnail ?? asset.alink ?? null };
}

/** Browse the resource library's folders and pick a file that is stored already. */
function LibraryPicker({
  open,
  onOpenChange,
  title,
  images,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  images: boolean;
  onPick: (asset: AssetRef) => void;
}) {
  const [trail, setTrail] = useState<{ id: number | null; name: string }[]>([{ id: null, name: 'Library' }]);
  const current = trail[trail.length - 1]!;
  const folder = useQuery({ ...directoryQueryOptions('library', current.id), enabled: open });
  const children: DirectoryItem[] = folder.data?.children ?? [];
  const choices = children.filter((item) => item.type === 'folder' || !images || item.type === 'image');
  return (
    <Overlay open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <nav aria-label="Folder path" className={styles.pickerTrail}>
        {trail.map((entry, index) => (
          <span key={entry.id ?? 'root'}>
            {index > 0 ? <ChevronRight aria-hidden="true" /> : null}
            <button
              type="button"
              className={styles.textButton}
              aria-current={index === trail.length - 1 ? 'location' : undefined}
              onClick={() => setTrail(trail.slice(0, index + 1))}
            >
              {entry.name}
            </button>
          </span>
        ))}
      </nav>
      {folder.isError ? (
        <LoadProblem what="The folder" error={folder.error} onRetry={() => void folder.refetch()} />
      ) : folder.isPending ? (
        <AdminLoading label="Loading the folder…" part />
      ) : choices.length === 0 ? (
        <p className={styles.muted}>{images ? 'No folders or images here.' : 'This folder is empty.'}</p>
      ) : (
        <ul className={styles.pickerList}>
          {choices.map((item) => (
            <li key={item.id}>
              {item.type === 'folder' ? (
                <button
                  type="button"
                  className={styles.pickerRow}
                  onClick={() => setTrail([...trail, { id: item.id, name: item.name }])}
                >
                  <Folder aria-hidden="true" /> <span>{item.name}</span>
                  <ChevronRight aria-hidden="true" />
                </button>
              ) : (
                <button type="button" className={styles.pickerRow} onClick={() => onPick(item)}>
                  {item.thumbnail ? <img src={item.thumbnail} alt="" /> : <FileText aria-hidden="true" />}
                  <span>{item.name}</span>
                  <span className={styles.muted}>Choose</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Overlay>
  );
}

/**
 * One asset slot of a game or draw game: its files in order, each removable; new files are uploaded
 * when the form is saved (with progress), or a stored file is picked from the library.
 */
function AssetSlotField({
  label,
  hint,
  value,
  onChange,
  multiple,
  images = true,
}: {
  label: string;
  hint?: string;
  value: SlotItem[];
  onChange: (items: SlotItem[]) => void;
  multiple: boolean;
  images?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const add = (items: SlotItem[]) => onChange(multiple ? [...value, ...items] : items.slice(-1));
  const full = !multiple && value.length > 0;
  return (
    <fieldset className={styles.slot} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <ul className={styles.slotItems}>
          {value.map((item, index) => {
            const { name, src } = preview(item);
            return (
              <li key={item.kind === 'new' ? item.key : item.asset.id} className={styles.slotItem}>
                {src ? <img src={src} alt="" /> : <FileText aria-hidden="true" />}
                <span className={styles.slotName}>
                  {name}
                  {item.kind === 'new' ? <span className={styles.badge}>Uploads on save</span> : null}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${name} from ${label.toLowerCase()}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        // Reached through the Upload button; a focusable 1-pixel input would be a target too small to use.
        tabIndex={-1}
        multiple={multiple}
        accept={images ? 'image/*' : undefined}
        className="visually-hidden"
        aria-label={`Upload ${label.toLowerCase()}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          add(files.map((file) => ({ kind: 'new', key: `f${++fileKey}`, file })));
          event.target.value = '';
        }}
      />
      <div className={styles.slotActions}>
        <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" /> {full ? 'Replace with an upload' : 'Upload'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setPicking(true)}>
          <FolderSearch aria-hidden="true" /> Pick a stored file
        </Button>
      </div>
      <LibraryPicker
        open={picking}
        onOpenChange={setPicking}
        title={`Pick ${label.toLowerCase()} from the library`}
        images={images}
        onPick={(asset) => {
          if (!value.some((item) => item.kind === 'stored' && item.asset.id === asset.id))
            add([{ kind: 'stored', asset }]);
          setPicking(false);
        }}
      />
    </fieldset>
  );
}

const SLOTS = [
  { slot: 'thumbnail', label: 'Thumbnail', multiple: false, hint: 'The card image of the lists.' },
  { slot: 'logo', label: 'Logo', multiple: false, hint: undefined },
  { slot: 'hero', label: 'Hero image', multiple: false, hint: 'The wide image at the top of the page.' },
  { slot: 'screenshots', label: 'Screenshots', multiple: true, hint: undefined },
  {
    slot: 'downloadableAssets',
    label: 'Downloadable assets',
    multiple: true,
    hint: 'Files customers download from the page.',
  },
] as const;

/** Every asset slot of a game or draw game (decision 020). */
export function AssetSlots({ value, onChange }: { value: GameSlots; onChange: (slots: GameSlots) => void }) {
  return (
    <div className={styles.slots}>
      {SLOTS.map(({ slot, label, multiple, hint }) => (
        <AssetSlotField
          key={slot}
          label={label}
          hint={hint}
          multiple={multiple}
          images={slot !== 'downloadableAssets'}
          value={value[slot]}
          onChange={(items) => onChange({ ...value, [slot]: items })}
        />
      ))}
    </div>
  );
}

/** The progress of a save that uploads files; nothing while no save runs. */
export function SaveProgress({ percent }: { percent: number | null }) {
  const id = useId();
  if (percent === null) return null;
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>{percent < 100 ? `Uploading… ${percent}%` : 'Saving…'}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
