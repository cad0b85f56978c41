import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/*
 * A visit's first screen comes first (decision 042). Until the first page has painted and the images
 * it leads with (a news page's featured cover, the catalogue's first card) have loaded, the page's
 * other images and the web fonts wait: on a phone's slow network they would share it with the page's
 * code, data and lead image. Once the first screen is done this stays so for the visit.
 */

/** How long after the first page painted its lead images may hold back the rest. */
const LEAD_IMAGE_WAIT_MS = 3000;

let pagePainted = false;
let leadImagesLoading = 0;
let done = false;
const listeners = new Set<() => void>();

function finish(): void {
  if (done) return;
  done = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

function finishIfReady(): void {
  if (pagePainted && leadImagesLoading === 0) finish();
}

/** The first page has painted (SiteLayout calls this once the page reports ready). */
export function markFirstPagePainted(): void {
  if (pagePainted) return;
  pagePainted = true;
  finishIfReady();
  if (!done) setTimeout(finish, LEAD_IMAGE_WAIT_MS);
}

/** Calls back once the first screen is done (at once if it is). */
export function afterFirstScreen(callback: () => void): void {
  if (done) callback();
  else listeners.add(callback);
}

/** The frame callback runs before the coming paint, the timer after it. */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(callback, 0);
  });
}

function subscribe(listener: () => void): () => void {
  if (done) return () => {};
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isDone = () => done;

/** Whether the visit's first screen is done. */
export function useFirstScreenDone(): boolean {
  return useSyncExternalStore(subscribe, isDone, isDone);
}

/**
 * For an image: whether it may load now, and the handler it calls once it has loaded or failed. A
 * lead image loads at once and holds the rest of the first screen until it settles (or unmounts, or
 * stops being the lead); any other image waits for the first screen to be done. Pass `lead` only for
 * an image actually drawn: a lead that renders no <img> would hold the rest until the timeout.
 */
export function useFirstScreenImage(lead: boolean): { load: boolean; settled: () => void } {
  const firstScreenDone = useFirstScreenDone();
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (!lead || done) return;
    leadImagesLoading += 1;
    let held = true;
    const settle = () => {
      if (!held) return;
      held = false;
      leadImagesLoading -= 1;
      finishIfReady();
    };
    release.current = settle;
    // Unmounted before it loaded: it holds nothing back any more.
    return settle;
  }, [lead]);
  const settled = useCallback(() => release.current?.(), []);
  return { load: lead || firstScreenDone, settled };
}

/** For tests: a new visit, its first screen still to come or (as on any later screen) done. */
export function resetFirstScreenForTests({ done: doneAlready }: { done: boolean }): void {
  pagePainted = doneAlready;
  leadImagesLoading = 0;
  done = doneAlready;
  listeners.clear();
}
