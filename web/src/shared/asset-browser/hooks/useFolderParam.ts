import { parseId } from '@portal/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TrailEntry } from '../rules';

/**
 * The address keeps the folder shown (?folder=id), so a reload or a shared link opens it again; an
 * item of it may be highlighted (?highlight=id, where a search result opens an asset), until another
 * folder is opened.
 */
export function useFolderParam(): [number | null, (folder: TrailEntry, trail: TrailEntry[]) => void] {
  const [params, setParams] = useSearchParams();
  const folderId = parseId(params.get('folder'));
  const onFolderChange = useCallback(
    (folder: TrailEntry, trail: TrailEntry[]) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (trail.length <= 1) next.delete('folder');
          else next.set('folder', String(folder.id));
          // A highlighted item (?highlight=, from a search result) belongs to the folder it was opened in.
          if (current.get('folder') !== next.get('folder')) next.delete('highlight');
          return next.toString() === current.toString() ? current : next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [folderId, onFolderChange];
}
