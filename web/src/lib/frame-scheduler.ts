/**
 * A scheduler for TanStack Query's notifications (main.tsx): every notification scheduled before
 * the next frame runs in one callback of that frame. The start-up reads and a page's first reads
 * answer within a few milliseconds of each other; notified one by one, each result re-rendered the
 * app in a task of its own, and on a phone those tasks are what keeps the page from answering a tap.
 * Together they make one render. A hidden page gets no frames: it is notified on a timer instead.
 */
export function oneCallbackPerFrame(
  requestFrame: (run: () => void) => unknown = (run) =>
    document.hidden ? setTimeout(run, 0) : requestAnimationFrame(run),
): (callback: () => void) => void {
  let pending: (() => void)[] = [];
  return (callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    requestFrame(() => {
      const callbacks = pending;
      pending = [];
      for (const run of callbacks) run();
    });
  };
}
