import { type DragEvent, useRef, useState } from 'react';

/**
 * Files dragged over the listing (edit mode): `dragging` while they hover it, `onFiles` when they
 * are dropped. Drags of anything but files, and drags while `enabled` is false, are left alone.
 */
export function useDropUpload(enabled: boolean, onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  function handle(event: DragEvent<HTMLElement>, phase: 'enter' | 'over' | 'leave' | 'drop') {
    if (!enabled || !Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    if (phase === 'enter') {
      depth.current += 1;
      setDragging(true);
    } else if (phase === 'over') {
      event.dataTransfer.dropEffect = 'copy';
    } else if (phase === 'leave') {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    } else {
      depth.current = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer.files);
      if (files.length > 0) onFiles(files);
    }
  }

  return {
    dragging,
    dropHandlers: {
      onDragEnter: (event: DragEvent<HTMLElement>) => handle(event, 'enter'),
      onDragOver: (event: DragEvent<HTMLElement>) => handle(event, 'over'),
      onDragLeave: (event: DragEvent<HTMLElement>) => handle(event, 'leave'),
      onDrop: (event: DragEvent<HTMLElement>) => handle(event, 'drop'),
    },
  };
}
