import type { DirectoryItem } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { alerts } from '../../../components/alerts';
import { createFolder } from '../api/create-folder';
import { deleteAsset } from '../api/delete-asset';
import type { TreeKind } from '../api/directory';
import { downloadAsset } from '../api/download';
import { assetKeys } from '../api/keys';
import { moveAssets } from '../api/move-assets';
import { renameAsset } from '../api/rename-asset';
import { trashKey } from '../api/trash';
import { failureMessage } from './failure-message';

export interface AssetActions {
  /** Resolves true when it worked; a failure shows a danger alert with the server's message. */
  download: (id: number) => Promise<boolean>;
  rename: (id: number, name: string) => Promise<boolean>;
  remove: (id: number) => Promise<boolean>;
  move: (ids: number[], parentId: number) => Promise<DirectoryItem[] | null>;
  createFolder: (parentId: number, name: string) => Promise<DirectoryItem | null>;
  pending: boolean;
}

// A failed call has already shown its alert (the mutations' onError): the callers only need the outcome.
function succeeded(call: Promise<unknown>): Promise<boolean> {
  return call.then(
    () => true,
    () => false,
  );
}

function answerOrNull<T>(call: Promise<T>): Promise<T | null> {
  return call.catch(() => null);
}

/**
 * The listing's calls (SPEC §7) with SPEC §8's handling: a failed download, rename, delete,
 * new folder or move shows a danger alert with the server's message. A change refreshes the tree.
 */
export function useAssetActions(kind: TreeKind): AssetActions {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: assetKeys.tree(kind) }),
    [queryClient, kind],
  );
  const onError = (error: unknown) => alerts.danger(failureMessage(error));

  const downloadMutation = useMutation({ mutationFn: (id: number) => downloadAsset(id), onError });
  const renameMutation = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameAsset(id, name),
    onError,
    onSettled: refresh,
  });
  const removeMutation = useMutation({
    mutationFn: (id: number) => deleteAsset(id),
    onError,
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: trashKey })]),
  });
  const moveMutation = useMutation({
    mutationFn: ({ ids, parentId }: { ids: number[]; parentId: number }) => moveAssets(ids, parentId),
    onError,
    onSettled: refresh,
  });
  const folderMutation = useMutation({
    mutationFn: ({ parentId, name }: { parentId: number; name: string }) => createFolder(parentId, name),
    onError,
    onSettled: refresh,
  });

  const pending =
    renameMutation.isPending ||
    removeMutation.isPending ||
    moveMutation.isPending ||
    folderMutation.isPending;

  const { mutateAsync: downloadAsync } = downloadMutation;
  const { mutateAsync: renameAsync } = renameMutation;
  const { mutateAsync: removeAsync } = removeMutation;
  const { mutateAsync: moveAsync } = moveMutation;
  const { mutateAsync: folderAsync } = folderMutation;

  return useMemo<AssetActions>(
    () => ({
      download: (id) => succeeded(downloadAsync(id)),
      rename: (id, name) => succeeded(renameAsync({ id, name })),
      remove: (id) => succeeded(removeAsync(id)),
      move: (ids, parentId) => answerOrNull(moveAsync({ ids, parentId })),
      createFolder: (parentId, name) => answerOrNull(folderAsync({ parentId, name })),
      pending,
    }),
    [downloadAsync, renameAsync, removeAsync, moveAsync, folderAsync, pending],
  );
}
