import type { DirectoryItem } from '@portal/domain/schemas';
import { Check, Download, Ellipsis, FolderInput, Pencil, Trash2, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type KeyboardEvent, type MouseEvent, memo, type ReactNode } from 'react';
import { Tooltip } from '../../components/Tooltip';
import { useFocusOnMount } from '../../lib/focus-on-mount';
import { AssetIcon } from './AssetIcon';
import { CancelButton } from './CancelButton';
import styles from './DirectoryRow.module.css';
import { childCount, formatBytes, formatCount, keptExtension } from './rules';

export interface RowHandlers {
  onOpen: (item: DirectoryItem) => void;
  onDownload: (item: DirectoryItem) => void;
  onRename: (item: DirectoryItem) => void;
  onMove: (item: DirectoryItem) => void;
  onDelete: (item: DirectoryItem) => void;
  onCancelMove: (item: DirectoryItem) => void;
  onPrefetch: (item: DirectoryItem) => void;
  onRenameChange: (value: string) => void;
  onRenameConfirm: () => void;
  onRenameCancel: () => void;
}

export interface DirectoryRowProps extends RowHandlers {
  item: DirectoryItem;
  rowIndex: number;
  /** Where the virtualiser places the row, in px from the top of the rows. */
  offset: number;
  readOnly: boolean;
  showCount: boolean;
  moving: boolean;
  /** The item a link pointed at (a search result: ?highlight=): marked until the folder is left. */
  highlighted?: boolean;
  renaming: boolean;
  renameValue: string;
  renameBusy: boolean;
}

function describe(item: DirectoryItem, showCount: boolean): ReactNode {
  if (item.type === 'folder') {
    const count = childCount(item);
    if (!showCount || count === null) return 'Folder';
    // The count repeats the Items column, which small screens hide: only they show it here.
    return (
      <>
        Folder
        <span
          className={styles.metaCount}
        >{` · ${formatCount(count)} ${count === 1 ? 'item' : 'items'}`}</span>
      </>
    );
  }
  const dot = item.name.lastIndexOf('.');
  const ext = dot > 0 ? item.name.slice(dot + 1).toUpperCase() : item.type === 'image' ? 'Image' : 'File';
  const size = formatBytes(item.size);
  return size ? `${ext} · ${size}` : ext;
}

/** A row of the listing: folder, image or other file, with its count and its actions. */
/** Memoised: while the list scrolls, rows already on screen do not render again. */
export const DirectoryRow = memo(function DirectoryRow(props: DirectoryRowProps) {
  const { item, rowIndex, offset, readOnly, showCount, moving, highlighted = false, renaming } = props;
  const opens = (item.type === 'folder' && !renaming) || item.type === 'image';
  const count = item.type === 'folder' && showCount ? childCount(item) : null;

  function onRowClick(event: MouseEvent<HTMLTableRowElement>) {
    if (!opens) return;
    const target = event.target as HTMLElement;
    // Clicks on the row's own controls do their own thing.
    if (target.closest('button, a, input, [role="menu"], [role="menuitem"]')) return;
    props.onOpen(item);
  }

  const rowClass = [
    styles.row,
    opens ? styles.rowOpens : '',
    moving ? styles.rowMoving : '',
    highlighted ? styles.rowHighlighted : '',
    renaming ? styles.rowRenaming : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <tr
      aria-rowindex={rowIndex}
      className={rowClass}
      style={{ transform: `translateY(${offset}px)` }}
      data-item-id={item.id}
      data-type={item.type}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? 'true' : undefined}
      onClick={onRowClick}
      onPointerEnter={item.type === 'folder' ? () => props.onPrefetch(item) : undefined}
    >
      <td className={`${styles.cell} ${styles.nameCell}`}>
        <AssetIcon item={item} />
        {renaming ? (
          <RenameBox {...props} />
        ) : (
          <div className={styles.nameText}>
            {opens ? (
              <button
                type="button"
                className={styles.nameButton}
                onClick={() => props.onOpen(item)}
                onFocus={item.type === 'folder' ? () => props.onPrefetch(item) : undefined}
                title={item.name}
              >
                {item.name}
              </button>
            ) : (
              <span className={styles.name} title={item.name}>
                {item.name}
              </span>
            )}
            <span className={styles.meta}>{describe(item, showCount)}</span>
          </div>
        )}
        {moving ? (
          <span className={styles.movingTag}>
            Moving
            <CancelButton label={`Cancel moving ${item.name}`} onClick={() => props.onCancelMove(item)} />
          </span>
        ) : null}
      </td>
      <td className={`${styles.cell} ${styles.countCell}`}>{count === null ? '' : formatCount(count)}</td>
      <td className={`${styles.cell} ${styles.actionCell}`}>
        {readOnly ? (
          <Tooltip content="Download" side="left">
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Download ${item.name}`}
              onClick={() => props.onDownload(item)}
            >
              <Download aria-hidden="true" />
            </button>
          </Tooltip>
        ) : (
          <RowMenu {...props} />
        )}
      </td>
    </tr>
  );
});

/** Edit mode: Download, Rename, Move and Delete (SPEC §2). */
function RowMenu({ item, moving, onDownload, onRename, onMove, onDelete }: DirectoryRowProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className={styles.iconButton} aria-label={`Actions for ${item.name}`}>
          <Ellipsis aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6} collisionPadding={12}>
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => onDownload(item)}>
            <Download aria-hidden="true" className={styles.menuIcon} /> Download
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => onRename(item)}>
            <Pencil aria-hidden="true" className={styles.menuIcon} /> Rename
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.menuItem} disabled={moving} onSelect={() => onMove(item)}>
            <FolderInput aria-hidden="true" className={styles.menuIcon} /> Move
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item
            className={`${styles.menuItem} ${styles.menuDanger}`}
            onSelect={() => onDelete(item)}
          >
            <Trash2 aria-hidden="true" className={styles.menuIcon} /> Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** SPEC §4 'Rename': an inline box prefilled without the extension, with confirm and cancel icons. */
function RenameBox({
  item,
  renameValue,
  renameBusy,
  onRenameChange,
  onRenameConfirm,
  onRenameCancel,
}: DirectoryRowProps) {
  const ext = keptExtension(item);
  const focusRename = useFocusOnMount<HTMLInputElement>();
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onRenameConfirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onRenameCancel();
    }
  }
  return (
    <div className={styles.rename}>
      <div className={styles.renameField}>
        <input
          className={styles.renameInput}
          value={renameValue}
          onChange={(event) => onRenameChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={`New name for ${item.name}`}
          disabled={renameBusy}
          // The box opens on the user's Rename and takes the typing.
          ref={focusRename}
          onFocus={(event) => event.currentTarget.select()}
          autoComplete="off"
          maxLength={255}
        />
        {ext ? <span className={styles.renameExt}>{ext}</span> : null}
      </div>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.confirm}`}
        aria-label="Confirm rename"
        onClick={onRenameConfirm}
        disabled={renameBusy}
      >
        <Check aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Cancel rename"
        onClick={onRenameCancel}
        disabled={renameBusy}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
