/**
 * The app's work after its first render happens in frames (main.tsx). TanStack Query's notifications
 * and Preact's re-renders run in the coming frame, just before the browser lays the page out and
 * paints it; what a callback schedules while a frame runs (the render a notification causes) runs in
 * that same frame. The effects that follow a render run in the frame after it, once it has painted.
 *
 * Why: the start-up reads and a page's first reads answer within a few milliseconds of each other.
 * Notified one by one, each result re-rendered the app in a task of its own, its layout came in yet
 * another, and the effects of each render in a third; on a phone those tasks are what keeps the page
 * from answering a tap. In frames they make one render, one layout and one round of effects each.
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
