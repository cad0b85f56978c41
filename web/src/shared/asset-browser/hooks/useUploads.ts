import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alerts } from '../../../components/alerts';
import type { TreeKind } from '../api/directory';
import { assetKeys } from '../api/keys';
import { uploadIntoParent } from '../api/upload-into-parent';
import { failureMessage } from './failure-message';

type UploadStatus = 'queued' | 'uploading' | 'waiting' | 'done' | 'failed';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadStatus;
  error: string | null;
  parentId: number;
  /** Bytes per second lately, while sending; null before there is a measure. */
  speed: number | null;
}

/** Files sent at the same time; the rest wait their turn. */
const UPLOAD_CONCURRENCY = 3;
/** The speed is measured over at least this long, and smoothed (the newest measure counts 30 %). */
const SPEED_WINDOW_MS = 500;
const SPEED_WEIGHT = 0.3;

let sequence = 0;

interface Sample {
  at: number;
  loaded: number;
}

/**
 * Uploads of the edit mode: each file is its own resumable upload (tus), with its own progress,
 * speed and outcome. A dropped connection is retried, an offline browser waits and goes on; a file
 * that failed can be retried alone, resuming where it stopped. A failure shows a danger alert with
 * the server's message.
 */
export function useUploads(kind: TreeKind) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<{ key: string; file: File; parentId: number }[]>([]);
  const files = useRef(new Map<string, { file: File; parentId: number }>());
  const running = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  const samples = useRef(new Map<string, Sample>());

  const update = useCallback((key: string, patch: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  }, []);

  const progress = useCallback(
    (key: string, loaded: number) => {
      const now = performance.now();
      const last = samples.current.get(key);
      if (!last || loaded < last.loaded) {
        samples.current.set(key, { at: now, loaded });
        update(key, { loaded });
        return;
      }
      if (now - last.at < SPEED_WINDOW_MS) {
        update(key, { loaded });
        return;
      }
      const measured = ((loaded - last.loaded) * 1000) / (now - last.at);
      samples.current.set(key, { at: now, loaded });
      setEntries((current) =>
        current.map((entry) =>
          entry.key === key
            ? {
                ...entry,
                loaded,
                speed:
                  entry.speed === null ? measured : entry.speed + SPEED_WEIGHT * (measured - entry.speed),
              }
            : entry,
        ),
      );
    },
    [update],
  );

  const pump = useCallback(() => {
    while (running.current < UPLOAD_CONCURRENCY && queue.current.length > 0) {
      const next = queue.current.shift()!;
      running.current += 1;
      const controller = new AbortController();
      controllers.current.set(next.key, controller);
      samples.current.delete(next.key);
      update(next.key, { status: 'uploading', error: null, speed: null });
      uploadIntoParent(next.parentId, next.file, {
        signal: controller.signal,
        onProgress: (loaded) => progress(next.key, loaded),
        onWaiting: (waiting) => {
          samples.current.delete(next.key);
          update(next.key, { status: waiting ? 'waiting' : 'uploading', speed: null });
        },
      })
        .then(() => {
          update(next.key, { status: 'done', loaded: next.file.size, speed: null });
          files.current.delete(next.key);
          void queryClient.invalidateQueries({ queryKey: assetKeys.tree(kind) });
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = failureMessage(error);
          update(next.key, { status: 'failed', error: message, speed: null });
          alerts.danger(message);
        })
        .finally(() => {
          controllers.current.delete(next.key);
          running.current -= 1;
          pump();
        });
    }
  }, [kind, queryClient, update, progress]);

  const upload = useCallback(
    (parentId: number, picked: readonly File[]) => {
      if (picked.length === 0) return;
      const added = picked.map((file) => {
        sequence += 1;
        return { key: `upload-${sequence}`, file, parentId };
      });
      for (const entry of added) files.current.set(entry.key, entry);
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
            speed: null,
          }),
        ),
      ]);
      queue.current.push(...added);
      pump();
    },
    [pump],
  );

  /** Sends a failed file again; it goes on from the bytes the server kept of it. */
  const retry = useCallback(
    (key: string) => {
      const picked = files.current.get(key);
      if (!picked) return;
      update(key, { status: 'queued', error: null });
      queue.current.push({ key, ...picked });
      pump();
    },
    [pump, update],
  );

  /** Cancels a file still waiting or being sent, or dismisses a finished one. */
  const dismiss = useCallback((key: string) => {
    queue.current = queue.current.filter((entry) => entry.key !== key);
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    setEntries((current) => current.filter((entry) => entry.key !== key));
  }, []);

  const clearFinished = useCallback(() => {
    setEntries((current) => current.filter((entry) => entry.status !== 'done' && entry.status !== 'failed'));
  }, []);

  // Leaving the screen cancels what is still being sent.
  useEffect(() => {
    const active = controllers.current;
    return () => {
      queue.current = [];
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  return { entries, upload, retry, dismiss, clearFinished };
}
