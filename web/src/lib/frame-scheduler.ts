/**
 * Work after the app's first render happens in frames (main.tsx). TanStack Query's notifications run
 * in the coming frame, just before the browser lays the page out and paints it; what a callback
 * schedules while a frame runs runs in that same frame. `afterPaint` runs in the frame after the
 * current one has painted (the first screen's later parts, lib/first-screen.ts).
 *
 * Why: the start-up reads and a page's first reads answer within a few milliseconds of each other.
 * Notified one by one, each result re-rendered the app in a task of its own; batched in a frame they
 * make one render and one layout (decision 043; with React, which batches the renders a frame's
 * notifications cause, decision 045).
 */
export interface FrameScheduler {
  /** Runs in the frame being run, or else in the coming one. */
  thisFrame: (callback: () => void) => void;
  /** Runs in a frame after the one being run (after it has painted), or else in the coming one. */
  afterPaint: (callback: () => void) => void;
}

/** A frame, or a timer where there are none: a hidden page gets no frames, and a busy one may skip them. */
function requestFrameOrTimer(run: () => void): void {
  if (document.hidden) {
    setTimeout(run, 0);
    return;
  }
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    run();
  };
  const frame = requestAnimationFrame(once);
  const timer = setTimeout(once, 100);
}

export function frameScheduler(
  requestFrame: (run: () => void) => void = requestFrameOrTimer,
): FrameScheduler {
  let running: (() => void)[] | null = null;
  let next: (() => void)[] = [];
  let requested = false;

  const request = () => {
    if (requested) return;
    requested = true;
    requestFrame(runFrame);
  };

  function runFrame() {
    requested = false;
    const callbacks = next;
    next = [];
    running = callbacks;
    try {
      for (let index = 0; index < callbacks.length; index += 1) {
        try {
          callbacks[index]!();
        } catch (error) {
          // The others still run (a render left unrun would never be asked for again); the error is
          // reported as an uncaught one.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    } finally {
      running = null;
      if (next.length > 0) request();
    }
  }

  return {
    thisFrame(callback) {
      if (running) {
        running.push(callback);
        return;
      }
      next.push(callback);
      request();
    },
    afterPaint(callback) {
      next.push(callback);
      if (!running) request();
    },
  };
}
