/**
 * Requests made together leave one per task (decision 044). Starting a fetch costs the main thread a
 * few milliseconds (on a phone four times that), so the reads a page starts in one frame held it for
 * tens of milliseconds, long enough to delay a tap. The first request of a task goes at once; each
 * other waits for a task of its own, a millisecond or so later. Off unless turned on: main.tsx does
 * for the browser app, tests send at once.
 */
let spreading = false;
let busy = false;
const waiting: (() => void)[] = [];

function passTurnInNextTask(): void {
  setTimeout(() => {
    const next = waiting.shift();
    if (next === undefined) {
      busy = false;
      return;
    }
    next();
    passTurnInNextTask();
  }, 0);
}

/** Resolves when a request may be sent; undefined when it may be sent at once. */
export function requestTurn(): Promise<void> | undefined {
  if (!spreading) return undefined;
  if (!busy) {
    busy = true;
    passTurnInNextTask();
    return undefined;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

export function sendRequestsOnePerTask(on = true): void {
  spreading = on;
}
