import { hasPermission } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, Upload } from 'lucide-react';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import type { TreeKind } from './api/directory';
import { DeleteDialog } from './DeleteDialog';
import styles from './DirectoryListing.module.css';
import { DirectoryRow, type RowHandlers } from './DirectoryRow';
import { type HeroFolder, HeroFolders } from './HeroFolders';
import { useAssetActions } from './hooks/useAssetActions';
import { useDropUpload } from './hooks/useDropUpload';
import { useFolder, usePrefetchFolders } from './hooks/useFolder';
import { type MoveResult, useMoveSelection } from './hooks/useMoveSelection';
import { useRename } from './hooks/useRename';
import { useTrail } from './hooks/useTrail';
import { useUploads } from './hooks/useUploads';
import { EmptyFolder, SkeletonRows } from './ListingStates';
import { MoveBar } from './MoveBar';
import { NewFolderForm } from './NewFolderForm';
import { PermissionNotice } from './PermissionNotice';
import { PreviewGallery } from './PreviewGallery';
import {
  ancestorTrail,
  canOpen,
  galleryImages,
  heroTrail,
  openFolderTrail,
  type SortDirection,
  sortItems,
  type TrailEntry,
  toggleDirection,
} from './rules';
import { Toolbar, ToolbarPlaceholder } from './Toolbar';
import { UploadList, UploadZone } from './UploadZone';

/*
 * The asset directory listing of SPEC §2/§4, shared by the asset manager, the admin resource
 * library and the games' downloadable assets. Its data layer (api/, one file per SPEC §7 asset
 * call) and its state (hooks/: the trail, rename, move selection, drop upload, uploads) live beside
 * it, so a feature that shows a listing imports only this component.
 */

export interface DirectoryListingProps {
  /** Which tree (SPEC §7 'Assets'); default the resource library. */
  kind?: TreeKind;
  /** The folder shown as root (a game's centre, a user's folder); default the tree's own root. */
  rootId?: number | null;
  /** A folder opened on load (SPEC §4 'preselected by id'); read once, when the listing mounts. */
  folderId?: number | null;
  /**
   * An item of that folder to mark and scroll into view (a search result opens its asset so): marked
   * while that folder is shown.
   */
  highlightId?: number | null;
  /** Read-only rows carry a download icon; otherwise the edit menu, new folder and uploads. Default true. */
  readOnly?: boolean;
  /** Offer 'Download current folder' in read-only mode too (edit mode always offers it). */
  showDownloadAll?: boolean;
  /** The breadcrumb's name for root (default 'Root'). */
  rootLabel?: string;
  hideCountsAtRoot?: boolean;
  disableRootSorting?: boolean;
  /** Shortcuts that reset the trail to root plus the folder; default the root's folders flagged isHero. */
  heroFolders?: HeroFolder[];
  /** Accessible name of the listing. */
  label?: string;
  /** Told whenever the folder shown changes (a page can keep it in its address). */
  onFolderChange?: (folder: TrailEntry, trail: TrailEntry[]) => void;
  /** Told after a move (SPEC §4: 'the parent is notified'). */
  onMoved?: (result: MoveResult) => void;
}

const ROW_HEIGHT = 64;
const HEADER_HEIGHT = 44;

/** The permission gate: without the asset permission (SPEC §6) the message of SPEC §2, no calls. */
export function DirectoryListing(props: DirectoryListingProps) {
  const { user, status } = useSession();
  const kind = props.kind ?? 'library';
  if (status === 'loading') {
    return (
      <div className={styles.listing} aria-busy="true">
        <ToolbarPlaceholder />
        <SkeletonRows />
      </div>
    );
  }
  // The document centre is public; every other tree needs the asset permission.
  if (kind !== 'documentCentre' && !hasPermission(user, 'assets')) return <PermissionNotice />;
  return (
    <DirectoryBrowser key={`${kind}:${props.rootId ?? 'root'}:${user?.id ?? ''}`} {...props} kind={kind} />
  );
}

function DirectoryBrowser(props: DirectoryListingProps & { kind: TreeKind }) {
  const {
    kind,
    rootId = null,
    folderId = null,
    highlightId = null,
    readOnly = true,
    showDownloadAll = false,
    rootLabel = 'Root',
    hideCountsAtRoot = false,
    disableRootSorting = false,
    onFolderChange,
    onMoved,
  } = props;
  const actions = useAssetActions(kind);
  const uploads = useUploads(kind);

  const rootQuery = useFolder(kind, rootId);
  const rootItem = rootQuery.data ?? undefined;
  // The tree has no root yet (the caller's own folder, made when something is first put in it).
  const noFolderYet = rootQuery.data === null;
  const { trail, setTrail, current, atRoot } = useTrail(kind, rootItem, folderId);
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [deleting, setDeleting] = useState<DirectoryItem | null>(null);
  const [newFolderOpen, setNewFolderOpen] = useState(false);
  const [gallery, setGallery] = useState<number | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const currentCrumb = useRef<HTMLSpanElement>(null);
  const userNavigated = useRef(false);

  const folderQuery = useFolder(kind, atRoot ? rootId : (current?.id ?? null), trail !== null);
  const folder = trail === null ? undefined : (folderQuery.data ?? undefined);
  const sortDisabled = atRoot && disableRootSorting;
  const rows = useMemo(
    () => sortItems(folder?.children ?? [], direction, sortDisabled),
    [folder, direction, sortDisabled],
  );
  const images = useMemo(() => galleryImages(rows), [rows]);
  const showCounts = !(atRoot && hideCountsAtRoot);
  const prefetch = usePrefetchFolders(kind, rows, folder !== undefined && showCounts);
  const rename = useRename(rows, actions.rename);
  const moves = useMoveSelection(actions.move, onMoved);

  const folderName = atRoot ? rootLabel : (folder?.name ?? current?.name ?? '');
  const shownTrail = useMemo(() => {
    if (!trail) return [];
    if (atRoot || !folder) return trail;
    return [...trail.slice(0, -1), { id: folder.id, name: folder.name }];
  }, [trail, atRoot, folder]);
  // A virtual root (the game trees' list, id 0) takes no new files, folders or downloads.
  const realFolder = current !== null && current.id > 0;
  const canEditHere = !readOnly && realFolder && folder !== undefined;
  const canDownloadFolder =
    (!readOnly || showDownloadAll) &&
    realFolder &&
    folder !== undefined &&
    (folder.children?.length ?? 0) > 0;
  const uploadHere = (files: File[]) => {
    if (current) uploads.upload(current.id, files);
  };
  const drop = useDropUpload(canEditHere, uploadHere);

  // The page hears about each folder shown; the list goes back to its top; focus follows a click.
  const currentId = current?.id ?? null;
  const onFolderChangeRef = useRef(onFolderChange);
  onFolderChangeRef.current = onFolderChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per folder shown
  useEffect(() => {
    if (!current || !trail) return;
    onFolderChangeRef.current?.(current, trail);
    scrollRef.current?.scrollTo?.({ top: 0 });
    if (userNavigated.current) {
      userNavigated.current = false;
      currentCrumb.current?.focus();
    }
  }, [currentId]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollMargin: HEADER_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    // React 19 batches the scroll updates; a synchronous flush per scroll event only costs frames.
    useFlushSync: false,
  });

  // The item a link pointed at: marked in the folder it was opened in, and brought into view once.
  const highlighted =
    highlightId !== null && folderId !== null && current?.id === folderId ? highlightId : null;
  const broughtIntoView = useRef<number | null>(null);
  useEffect(() => {
    if (highlighted === null || broughtIntoView.current === highlighted || !folder) return;
    const index = rows.findIndex((row) => row.id === highlighted);
    if (index < 0) return;
    broughtIntoView.current = highlighted;
    virtualizer.scrollToIndex(index, { align: 'center' });
    // Then the page itself, once the virtualiser has rendered the row.
    requestAnimationFrame(() => {
      scrollRef.current
        ?.querySelector(`[data-item-id="${highlighted}"]`)
        ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
  }, [highlighted, folder, rows, virtualizer]);

  const { cancel: cancelRename } = rename;
  const navigate = useCallback(
    (next: TrailEntry[]) => {
      userNavigated.current = true;
      cancelRename();
      setNewFolderOpen(false);
      setTrail(next);
    },
    [cancelRename, setTrail],
  );

  const open = (item: DirectoryItem) => {
    if (!trail) return;
    if (item.type === 'image') {
      const index = images.findIndex((image) => image.id === item.id);
      setGallery(index < 0 ? 0 : index);
      return;
    }
    if (!canOpen(item, rename.renaming?.id ?? null)) return;
    const entry = { id: item.id, name: item.name };
    navigate(item.isHero ? heroTrail(trail, entry) : openFolderTrail(trail, entry));
  };

  const download = useCallback(
    (item: Pick<DirectoryItem, 'id'>) => void actions.download(item.id),
    [actions],
  );

  // Rows get handlers that never change, so memoised rows skip renders while the list scrolls.
  const latest = useRef<RowHandlers | null>(null);
  latest.current = {
    onOpen: open,
    onDownload: download,
    onRename: rename.start,
    onMove: (target) => {
      if (current) moves.add(target, current.id);
    },
    onDelete: setDeleting,
    onCancelMove: (target) => moves.remove(target.id),
    onPrefetch: prefetch,
    onRenameChange: rename.change,
    onRenameConfirm: () => void rename.confirm(),
    onRenameCancel: rename.cancel,
  };
  const rowHandlers = useMemo<RowHandlers>(
    () => ({
      onOpen: (target) => latest.current?.onOpen(target),
      onDownload: (target) => latest.current?.onDownload(target),
      onRename: (target) => latest.current?.onRename(target),
      onMove: (target) => latest.current?.onMove(target),
      onDelete: (target) => latest.current?.onDelete(target),
      onCancelMove: (target) => latest.current?.onCancelMove(target),
      onPrefetch: (target) => latest.current?.onPrefetch(target),
      onRenameChange: (value) => latest.current?.onRenameChange(value),
      onRenameConfirm: () => latest.current?.onRenameConfirm(),
      onRenameCancel: () => latest.current?.onRenameCancel(),
    }),
    [],
  );

  const heroes: HeroFolder[] =
    props.heroFolders ??
    (rootItem?.children ?? []).filter((child) => child.type === 'folder' && child.isHero === true);
  const loading =
    (trail === null && !rootQuery.isError && !noFolderYet) ||
    (trail !== null && folderQuery.isPending && folderQuery.fetchStatus !== 'idle');
  const failed = trail === null ? rootQuery.isError : folderQuery.isError && !folder;
  const renaming = rename.renaming;

  return (
    <div className={styles.wrapper}>
      {heroes.length > 0 && trail ? (
        <HeroFolders
          heroes={heroes}
          rootChildren={rootItem?.children ?? []}
          activeId={trail[1]?.id}
          onOpen={(hero) => navigate(heroTrail(trail, hero))}
        />
      ) : null}

      <section
        className={drop.dragging ? `${styles.listing} ${styles.dragging}` : styles.listing}
        aria-label={props.label ?? 'Asset listing'}
        {...drop.dropHandlers}
        style={
          { '--row-height': `${ROW_HEIGHT}px`, '--header-row-height': `${HEADER_HEIGHT}px` } as CSSProperties
        }
      >
        <Toolbar
          trail={trail ? shownTrail : null}
          rootLabel={rootLabel}
          currentCrumb={currentCrumb}
          count={folder ? rows.length : null}
          editable={canEditHere}
          newFolderOpen={newFolderOpen}
          canDownloadFolder={canDownloadFolder && current !== null}
          onSelectCrumb={(index) => trail && navigate(ancestorTrail(trail, index))}
          onUpload={uploadHere}
          onNewFolder={() => setNewFolderOpen(true)}
          onDownloadFolder={() => current && download(current)}
        />

        {newFolderOpen && canEditHere && current ? (
          <NewFolderForm
            folderName={folderName}
            onCreate={(name) => actions.createFolder(current.id, name)}
            onClose={() => setNewFolderOpen(false)}
          />
        ) : null}

        {!readOnly && moves.moving.length > 0 ? (
          <MoveBar
            items={moves.moving}
            folderName={folderName}
            busy={moves.busy}
            disabled={!realFolder}
            onMoveHere={() => {
              if (current && realFolder) void moves.moveHere(current.id);
            }}
            onCancel={moves.remove}
            onCancelAll={moves.clear}
          />
        ) : null}

        <div ref={scrollRef} className={styles.scroller} aria-busy={loading || undefined}>
          <table
            className={styles.table}
            aria-label={`Contents of ${folderName || rootLabel}`}
            aria-rowcount={rows.length + 1}
          >
            <thead className={styles.headerGroup}>
              <tr aria-rowindex={1} className={styles.headerRow}>
                <th
                  scope="col"
                  className={styles.headerCell}
                  aria-sort={sortDisabled ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
                >
                  {sortDisabled ? (
                    'Name'
                  ) : (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => setDirection(toggleDirection)}
                      title={direction === 'asc' ? 'Sorted A to Z' : 'Sorted Z to A'}
                    >
                      Name
                      {direction === 'asc' ? (
                        <ArrowUp aria-hidden="true" />
                      ) : (
                        <ArrowDown aria-hidden="true" />
                      )}
                    </button>
                  )}
                </th>
                <th scope="col" className={`${styles.headerCell} ${styles.countHeader}`}>
                  Items
                </th>
                <th scope="col" className={`${styles.headerCell} ${styles.actionHeader}`}>
                  Action
                </th>
              </tr>
            </thead>
            {!loading && rows.length > 0 ? (
              <tbody className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
                {virtualizer.getVirtualItems().map((virtual) => {
                  const item = rows[virtual.index];
                  if (!item) return null;
                  const isRenaming = renaming?.id === item.id;
                  return (
                    <DirectoryRow
                      key={item.id}
                      item={item}
                      rowIndex={virtual.index + 2}
                      offset={virtual.start - HEADER_HEIGHT}
                      readOnly={readOnly}
                      showCount={showCounts}
                      moving={moves.movingIds.has(item.id)}
                      highlighted={item.id === highlighted}
                      renaming={isRenaming}
                      renameValue={isRenaming ? renaming.value : ''}
                      renameBusy={isRenaming ? renaming.busy : false}
                      {...rowHandlers}
                    />
                  );
                })}
              </tbody>
            ) : null}
          </table>
          {loading ? (
            <SkeletonRows />
          ) : rows.length === 0 ? (
            <EmptyFolder failed={failed} editable={canEditHere} noFolderYet={noFolderYet} />
          ) : null}
        </div>

        {canEditHere ? (
          <>
            <UploadZone folderName={folderName} onFiles={uploadHere} />
            <UploadList
              entries={uploads.entries}
              onDismiss={uploads.dismiss}
              onRetry={uploads.retry}
              onClearFinished={uploads.clearFinished}
            />
          </>
        ) : null}
        {drop.dragging ? (
          <div className={styles.dropOverlay} aria-hidden="true">
            <Upload />
            <p>
              Drop to upload to <strong>{folderName}</strong>
            </p>
          </div>
        ) : null}
      </section>

      {!readOnly ? (
        <DeleteDialog
          item={deleting}
          onConfirm={async (item) => {
            const done = await actions.remove(item.id);
            if (done) moves.remove(item.id);
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}

      {gallery !== null && images.length > 0 ? (
        <PreviewGallery
          images={images}
          startIndex={Math.min(gallery, images.length - 1)}
          onClose={() => setGallery(null)}
          onDownload={download}
        />
      ) : null}
    </div>
  );
}
