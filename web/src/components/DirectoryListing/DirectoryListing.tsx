import { hasPermission, MESSAGES } from '@portal/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, FolderDown, FolderOpen, FolderPlus, Upload } from 'lucide-react';
import { type CSSProperties, type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { AssetIcon } from './AssetIcon';
import { directoryQueryOptions } from './api/directory';
import type { AssetItem, TreeKind } from './api/types';
import { Breadcrumb } from './Breadcrumb';
import { DeleteDialog } from './DeleteDialog';
import styles from './DirectoryListing.module.css';
import { DirectoryRow, type RowHandlers } from './DirectoryRow';
import { useAssetActions } from './hooks/useAssetActions';
import { useFolder, usePrefetchFolders } from './hooks/useFolder';
import { useUploads } from './hooks/useUploads';
import { MoveBar } from './MoveBar';
import { NewFolderForm } from './NewFolderForm';
import { PermissionNotice } from './PermissionNotice';
import { PreviewGallery } from './PreviewGallery';
import {
  addMoving,
  ancestorTrail,
  canOpen,
  childCount,
  formatCount,
  galleryImages,
  heroTrail,
  type MovingItem,
  openFolderTrail,
  planMove,
  removeMoving,
  renamedName,
  renamePrefill,
  type SortDirection,
  sortItems,
  type TrailEntry,
  toggleDirection,
} from './rules';
import { UploadList, UploadZone } from './UploadZone';

/*
 * The asset directory listing of SPEC §2/§4, shared by the asset manager, the admin resource
 * library and the games' downloadable assets. Its data layer (api/, one file per SPEC §7 asset call, and
 * hooks/) lives beside it, so a feature that shows a listing imports only this component.
 */

export interface HeroFolder {
  id: number;
  name: string;
}

export interface DirectoryListingProps {
  /** Which tree (SPEC §7 'Assets'); default the resource library. */
  kind?: TreeKind;
  /** The folder shown as root (a game's centre, a user's folder); default the tree's own root. */
  rootId?: number | null;
  /** A folder opened on load (SPEC §4 'preselected by id'); read once, when the listing mounts. */
  folderId?: number | null;
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
  onMoved?: (result: { ids: number[]; parentId: number; items: AssetItem[] }) => void;
}

const ROW_HEIGHT = 64;
const HEADER_HEIGHT = 44;
const SKELETON_ROWS = 6;

/** The permission gate: without the asset permission (SPEC §6) the message of SPEC §2, no calls. */
export function DirectoryListing(props: DirectoryListingProps) {
  const { user, status } = useSession();
  const kind = props.kind ?? 'library';
  if (status === 'loading') {
    return (
      <div className={styles.listing} aria-busy="true">
        <div className={styles.toolbar}>
          <span className={`${styles.skeletonBar} ${styles.skeletonCrumb}`} />
        </div>
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

/** Walks up from a preselected folder to the root, so the breadcrumb shows the real path. */
async function resolveTrail(
  client: QueryClient,
  kind: TreeKind,
  root: TrailEntry,
  folderId: number,
): Promise<TrailEntry[]> {
  const chain: TrailEntry[] = [];
  let id: number | null = folderId;
  try {
    for (let step = 0; id !== null && id !== root.id && step < 32; step += 1) {
      const folder: AssetItem = await client.fetchQuery(directoryQueryOptions(kind, id));
      chain.unshift({ id: folder.id, name: folder.name });
      id = folder.parentId ?? null;
    }
  } catch {
    // Logged by the query (SPEC §8): start at root.
    return [root];
  }
  if (id === root.id) return [root, ...chain];
  const last = chain.at(-1);
  return last ? [root, last] : [root];
}

function DirectoryBrowser(props: DirectoryListingProps & { kind: TreeKind }) {
  const {
    kind,
    rootId = null,
    folderId = null,
    readOnly = true,
    showDownloadAll = false,
    rootLabel = 'Root',
    hideCountsAtRoot = false,
    disableRootSorting = false,
    onFolderChange,
    onMoved,
  } = props;
  const queryClient = useQueryClient();
  const actions = useAssetActions(kind);
  const uploads = useUploads(kind);

  const rootQuery = useFolder(kind, rootId);
  const [trail, setTrail] = useState<TrailEntry[] | null>(null);
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [renaming, setRenaming] = useState<{ id: number; value: string; busy: boolean } | null>(null);
  const [moving, setMoving] = useState<MovingItem[]>([]);
  const [moveBusy, setMoveBusy] = useState(false);
  const [deleting, setDeleting] = useState<AssetItem | null>(null);
  const [newFolderOpen, setNewFolderOpen] = useState(false);
  const [gallery, setGallery] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const currentCrumb = useRef<HTMLSpanElement>(null);
  const userNavigated = useRef(false);

  // The trail starts at root, or at the preselected folder with its ancestors.
  const rootItem = rootQuery.data;
  const initialFolder = useRef(folderId);
  useEffect(() => {
    if (trail !== null || !rootItem) return;
    const root = { id: rootItem.id, name: rootItem.name };
    const wanted = initialFolder.current;
    if (wanted === null || wanted === root.id) {
      setTrail([root]);
      return;
    }
    let cancelled = false;
    void resolveTrail(queryClient, kind, root, wanted).then((resolved) => {
      if (!cancelled) setTrail(resolved);
    });
    return () => {
      cancelled = true;
    };
  }, [trail, rootItem, queryClient, kind]);

  const current = trail?.at(-1) ?? null;
  const atRoot = trail !== null && trail.length === 1;
  const folderQuery = useFolder(kind, atRoot ? rootId : (current?.id ?? null), trail !== null);
  const folder = trail === null ? undefined : folderQuery.data;
  const sortDisabled = atRoot && disableRootSorting;
  const rows = useMemo(
    () => sortItems(folder?.children ?? [], direction, sortDisabled),
    [folder, direction, sortDisabled],
  );
  const images = useMemo(() => galleryImages(rows), [rows]);
  const showCounts = !(atRoot && hideCountsAtRoot);
  const prefetch = usePrefetchFolders(kind, rows, folder !== undefined && showCounts);

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

  const navigate = useCallback((next: TrailEntry[]) => {
    userNavigated.current = true;
    setRenaming(null);
    setNewFolderOpen(false);
    setTrail(next);
  }, []);

  const open = useCallback(
    (item: AssetItem) => {
      if (!trail) return;
      if (item.type === 'image') {
        const index = images.findIndex((image) => image.id === item.id);
        setGallery(index < 0 ? 0 : index);
        return;
      }
      if (!canOpen(item, renaming?.id ?? null)) return;
      const entry = { id: item.id, name: item.name };
      navigate(item.isHero ? heroTrail(trail, entry) : openFolderTrail(trail, entry));
    },
    [trail, images, renaming, navigate],
  );

  const download = useCallback((item: Pick<AssetItem, 'id'>) => void actions.download(item.id), [actions]);

  async function confirmRename() {
    if (!renaming) return;
    const item = rows.find((row) => row.id === renaming.id);
    if (!item) {
      setRenaming(null);
      return;
    }
    const name = renamedName(item, renaming.value);
    if (name === item.name) {
      setRenaming(null);
      return;
    }
    setRenaming({ ...renaming, busy: true });
    await actions.rename(item.id, name);
    setRenaming(null);
  }

  async function moveHere() {
    if (!current || !realFolder) return;
    const plan = planMove(moving, current.id);
    if (plan.ids.length === 0) {
      setMoving([]);
      return;
    }
    setMoveBusy(true);
    const moved = await actions.move(plan.ids, current.id);
    setMoveBusy(false);
    if (moved !== null) {
      setMoving([]);
      onMoved?.({ ids: plan.ids, parentId: current.id, items: moved });
    }
  }

  function onDrag(event: DragEvent<HTMLElement>, kindOfEvent: 'enter' | 'over' | 'leave' | 'drop') {
    if (!canEditHere || !Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    if (kindOfEvent === 'enter') {
      dragDepth.current += 1;
      setDragging(true);
    } else if (kindOfEvent === 'over') {
      event.dataTransfer.dropEffect = 'copy';
    } else if (kindOfEvent === 'leave') {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    } else {
      dragDepth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer.files);
      if (files.length > 0 && current) uploads.upload(current.id, files);
    }
  }

  // Rows get handlers that never change, so memoised rows skip renders while the list scrolls.
  const latest = useRef<RowHandlers | null>(null);
  latest.current = {
    onOpen: open,
    onDownload: download,
    onRename: (target) => setRenaming({ id: target.id, value: renamePrefill(target), busy: false }),
    onMove: (target) => {
      if (current) setMoving((list) => addMoving(list, target, current.id));
    },
    onDelete: setDeleting,
    onCancelMove: (target) => setMoving((list) => removeMoving(list, target.id)),
    onPrefetch: prefetch,
    onRenameChange: (value) => setRenaming((state) => (state ? { ...state, value } : state)),
    onRenameConfirm: () => void confirmRename(),
    onRenameCancel: () => setRenaming(null),
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
    (trail === null && !rootQuery.isError) ||
    (trail !== null && folderQuery.isPending && folderQuery.fetchStatus !== 'idle');
  const failed = trail === null ? rootQuery.isError : folderQuery.isError && !folder;
  const count = folder ? rows.length : null;
  const movingIds = useMemo(() => new Set(moving.map((item) => item.id)), [moving]);

  return (
    <div className={styles.wrapper}>
      {heroes.length > 0 && trail ? (
        <nav className={styles.heroes} aria-label="Featured folders">
          {heroes.map((hero) => {
            const child = rootItem?.children?.find((item) => item.id === hero.id);
            const active = trail[1]?.id === hero.id;
            const items = child ? childCount(child) : null;
            return (
              <button
                key={hero.id}
                type="button"
                className={active ? `${styles.hero} ${styles.heroActive}` : styles.hero}
                aria-current={active ? 'true' : undefined}
                onClick={() => navigate(heroTrail(trail, hero))}
              >
                <AssetIcon
                  item={
                    child ?? {
                      id: hero.id,
                      name: hero.name,
                      type: 'folder',
                      link: null,
                      isZip: true,
                      hasChildren: true,
                    }
                  }
                  size="lg"
                />
                <span className={styles.heroText}>
                  <span className={styles.heroName}>{hero.name}</span>
                  {items !== null ? (
                    <span
                      className={styles.meta}
                    >{`${formatCount(items)} ${items === 1 ? 'item' : 'items'}`}</span>
                  ) : null}
                </span>
              </button>
            );
          })}
        </nav>
      ) : null}

      <section
        className={dragging ? `${styles.listing} ${styles.dragging}` : styles.listing}
        aria-label={props.label ?? 'Asset listing'}
        onDragEnter={(event) => onDrag(event, 'enter')}
        onDragOver={(event) => onDrag(event, 'over')}
        onDragLeave={(event) => onDrag(event, 'leave')}
        onDrop={(event) => onDrag(event, 'drop')}
        style={
          { '--row-height': `${ROW_HEIGHT}px`, '--header-row-height': `${HEADER_HEIGHT}px` } as CSSProperties
        }
      >
        <div className={styles.toolbar}>
          <div className={styles.location}>
            {trail ? (
              <Breadcrumb
                ref={currentCrumb}
                trail={shownTrail}
                rootLabel={rootLabel}
                onSelect={(index) => navigate(ancestorTrail(trail, index))}
              />
            ) : (
              <span className={`${styles.skeletonBar} ${styles.skeletonCrumb}`} />
            )}
            <p className={styles.summary} aria-live="polite">
              {count === null ? '\u00a0' : `${count} ${count === 1 ? 'item' : 'items'}`}
            </p>
          </div>
          <div className={styles.tools}>
            {canEditHere ? (
              <>
                <label className={styles.toolButton}>
                  <Upload aria-hidden="true" />
                  <span className={styles.toolLabel}>Upload</span>
                  <input
                    type="file"
                    multiple
                    className="visually-hidden"
                    aria-label="Upload files to this folder"
                    onChange={(event) => {
                      const files = Array.from(event.target.files ?? []);
                      if (files.length > 0 && current) uploads.upload(current.id, files);
                      event.target.value = '';
                    }}
                  />
                </label>
                <button
                  type="button"
                  className={styles.toolButton}
                  onClick={() => setNewFolderOpen(true)}
                  aria-expanded={newFolderOpen}
                  title="New folder"
                >
                  <FolderPlus aria-hidden="true" />
                  <span className={styles.toolLabel}>New folder</span>
                </button>
              </>
            ) : null}
            {canDownloadFolder && current ? (
              <button
                type="button"
                className={styles.toolButton}
                onClick={() => download(current)}
                aria-label="Download current folder"
                title="Download this folder as a zip"
              >
                <FolderDown aria-hidden="true" />
                <span className={styles.toolLabel} aria-hidden="true">
                  Download folder
                </span>
              </button>
            ) : null}
          </div>
        </div>

        {newFolderOpen && canEditHere && current ? (
          <NewFolderForm
            folderName={folderName}
            onCreate={(name) => actions.createFolder(current.id, name)}
            onClose={() => setNewFolderOpen(false)}
          />
        ) : null}

        {!readOnly && moving.length > 0 ? (
          <MoveBar
            items={moving}
            folderName={folderName}
            busy={moveBusy}
            disabled={!realFolder}
            onMoveHere={() => void moveHere()}
            onCancel={(id) => setMoving((list) => removeMoving(list, id))}
            onCancelAll={() => setMoving([])}
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
                <th scope="col" className={`${styles.headerCell} ${styles.countCell}`}>
                  Items
                </th>
                <th scope="col" className={`${styles.headerCell} ${styles.actionCell}`}>
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
                      moving={movingIds.has(item.id)}
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
            <EmptyFolder failed={failed} editable={canEditHere} />
          ) : null}
        </div>

        {canEditHere ? (
          <>
            <UploadZone
              folderName={folderName}
              onFiles={(files) => current && uploads.upload(current.id, files)}
            />
            <UploadList
              entries={uploads.entries}
              onDismiss={uploads.dismiss}
              onClearFinished={uploads.clearFinished}
            />
          </>
        ) : null}
        {dragging ? (
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
            if (done) setMoving((list) => removeMoving(list, item.id));
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

function SkeletonRows() {
  return (
    <div className={styles.skeleton}>
      <span className="visually-hidden" role="status">
        {MESSAGES.loading}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
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

function EmptyFolder({ failed, editable }: { failed: boolean; editable: boolean }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <FolderOpen />
      </span>
      <p className={styles.emptyTitle}>
        {failed ? 'Nothing to show here right now' : 'This folder is empty'}
      </p>
      <p className={styles.emptyText}>
        {failed
          ? 'Try again in a moment.'
          : editable
            ? 'Drop files here, browse for them below, or create a folder.'
            : 'Files added to this folder will appear here.'}
      </p>
    </div>
  );
}
