import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alerts } from '../../../components/alerts';
import type { TreeKind } from '../api/directory';
import { assetKeys } from '../api/keys';
import { uploadIntoParent } from '../api/upload-into-parent';
import { failureMessage } from './failure-message';

type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadStatus;
  error: string | null;
  parentId: number;
}

/** Files sent at the same time; the rest wait their turn. */
const UPLOAD_CONCURRENCY = 3;

let sequence = 0;

/**
 * Uploads of the edit mode: each file is its own putIntoParent call, so each has its own
 * progress bar and its own outcome. A failure shows a danger alert with the server's message.
 */
export function useUploads(kind: TreeKind) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<{ key: string; file: File; parentId: number }[]>([]);
  const running = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, patch: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < UPLOAD_CONCURRENCY && queue.current.length > 0) {
      const next = queue.current.shift()!;
      running.current += 1;
      const controller = new AbortController();
      controllers.current.set(next.key, controller);
      update(next.key, { status: 'uploading' });
      uploadIntoParent(next.parentId, [next.file], {
        signal: controller.signal,
        onProgress: (loaded) => update(next.key, { loaded }),
      })
        .then(() => {
          update(next.key, { status: 'done', loaded: next.file.size });
          void queryClient.invalidateQueries({ queryKey: assetKeys.tree(kind) });
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = failureMessage(error);
          update(next.key, { status: 'failed', error: message });
          alerts.danger(message);
        })
        .finally(() => {
          controllers.current.delete(next.key);
          running.current -= 1;
          pump();
        });
    }
  }, [kind, queryClient, update]);

  const upload = useCallback(
    (parentId: number, files: readonly File[]) => {
      if (files.length === 0) return;
      const added = files.map((file) => {
        sequence += 1;
        return { key: `upload-${sequence}`, file, parentId };
      });
      setEntries((current) => [
        ...current,
        ...added.map(
          ({ key, file }): UploadEntry => ({
            key,
            name: file.name,
            size: file.size,
            loaded: 0,
            status: 'queued',
            error: null,
            parentId,
          }),
        ),
      ]);
      queue.current.push(...added);
      pump();
    },
    [pump],
  );

  /** Cancels a file still waiting or being sent, or dismisses a finished one. */
  const dismiss = useCallback((key: string) => {
    queue.current = queue.current.filter((entry) => entry.key !== key);
    controllers.current.get(key)?.abort();
    setEntries((current) => current.filter((entry) => entry.key !== key));
  }, []);

  const clearFinished = useCallback(() => {
    setEntries((current) =>
      current.filter((entry) => entry.status === 'queued' || entry.status === 'uploading'),
    );
  }, []);

  // Leaving the screen cancels what is still being sent.
  useEffect(() => {
    const active = controllers.current;
    return () => {
      queue.current = [];
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  return { entries, upload, dismiss, clearFinished };
}
