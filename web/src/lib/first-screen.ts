import { type ReactNode, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/*
 * A visit's first screen comes first (decision 042). Until the first page has painted and the images
 * it leads with (a news page's featured cover, the catalogue's first card) have loaded, the page's
 * other images and the web fonts wait: on a phone's slow network they would share it with the page's
 * code, data and lead image. Once the first screen is done this stays so for the visit.
 *
 * What waits comes in steps (decision 044), each its own piece of work for a phone's slow processor:
 * the other images render first; once that frame has painted, what waits behind the first screen
 * (the start-up lists, the web fonts) follows, one task each. The first screen itself renders in
 * frames: its parts below the top of the page (<RenderLater>) come one frame after another, so that no
 * single piece of work holds a phone's processor for long.
 */

/** How long after the first page painted its lead images may hold back the rest. */
const LEAD_IMAGE_WAIT_MS = 3000;

let fromServer = false;
let pagePainted = false;
let leadImagesLoading = 0;
let done = false;
let settled = false;
let leadImageTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const settledListeners = new Set<() => void>();
const settledCallbacks: (() => void)[] = [];
/** The frame a part rendered later waits for; null: render at once (tests, and once the first screen is done). */
let laterFrame: ((callback: () => void) => void) | null = null;
const laterParts: (() => void)[] = [];
const lastParts: (() => void)[] = [];
let releasingLater = false;

function settle(): void {
  settled = true;
  for (const listener of [...settledListeners]) listener();
  settledListeners.clear();
  for (const callback of settledCallbacks.splice(0)) setTimeout(callback, 0);
}

function finish(): void {
  if (done) return;
  done = true;
  clearTimeout(leadImageTimer);
  // From now on parts render at once, and any still waiting (the lead images timed out) come now.
  laterFrame = null;
  for (const show of [...laterParts.splice(0), ...lastParts.splice(0)]) show();
  for (const listener of [...listeners]) listener();
  listeners.clear();
  afterNextPaint(settle);
}

function finishIfReady(): void {
  if (pagePainted && leadImagesLoading === 0 && !releasingLater) finish();
}

/** Shows the next part waiting, and the one after it in the frame after that one has painted. */
function releaseLater(): void {
  const show = laterParts.shift() ?? lastParts.shift();
  if (show === undefined) {
    releasingLater = false;
    finishIfReady();
    return;
  }
  show();
  if (laterFrame !== null) laterFrame(releaseLater);
}

function waitForFrame(show: () => void, { last = false } = {}): void {
  (last ? lastParts : laterParts).push(show);
  if (!releasingLater && laterFrame !== null) {
    releasingLater = true;
    // The first part waits a frame more: the frame after a render runs that render's effects.
    const frame = laterFrame;
    frame(() => frame(releaseLater));
  }
}

/**
 * Renders the first screen in frames: `afterPaint` runs a callback in a frame after the current one
 * has painted (main.tsx passes its frame scheduler's).
 */
export function renderLaterInFrames(afterPaint: (callback: () => void) => void): void {
  laterFrame = afterPaint;
}

/**
 * How many items of a long list to render: during the first screen `atOnce` first, then `perFrame`
 * more in each frame of their own, in turn with the page's other parts (`last`: after all of them);
 * otherwise, and in tests, all of them.
 */
export function useRenderLaterCount(
  total: number,
  atOnce: number,
  perFrame: number,
  { last = false } = {},
): number {
  const [count, setCount] = useState(() => (laterFrame === null ? Number.POSITIVE_INFINITY : atOnce));
  useLayoutEffect(() => {
    if (count >= total) return;
    if (laterFrame === null) {
      setCount(Number.POSITIVE_INFINITY);
      return;
    }
    let mounted = true;
    waitForFrame(
      () => {
        if (mounted) setCount((shown) => shown + perFrame);
      },
      { last },
    );
    return () => {
      mounted = false;
    };
  }, [count, total, perFrame, last]);
  return Math.min(count, total);
}

/**
 * A part of a page below its top. During the visit's first screen it renders in a frame of its own,
 * after the parts mounted before it, so that each appears below what is already there; `last` (the
 * footer) waits for every other part. Otherwise, and in tests, it renders at once.
 */
export function RenderLater({ children, last = false }: { children: ReactNode; last?: boolean }): ReactNode {
  return useRenderLaterCount(1, 0, 1, { last }) === 1 ? children : null;
}

/**
 * The page came rendered by the server (decision 045): its first screen is painted before any script
 * runs, so nothing is held back and every part renders at once, on the server and when the browser
 * hydrates it. What waits behind the first screen starts once the hydrated page has painted
 * (settleAfterHydration).
 */
export function firstScreenFromServer(): void {
  fromServer = true;
  pagePainted = true;
  done = true;
  laterFrame = null;
}

/** Whether this visit's first page came rendered by the server. */
export function isFirstScreenFromServer(): boolean {
  return fromServer;
}

/** After the hydrated page has painted, what waits behind the first screen may start. */
export function settleAfterHydration(): void {
  afterNextPaint(() => {
    if (!settled) settle();
  });
}

/** The first page has painted (SiteLayout calls this once the page reports ready). */
export function markFirstPagePainted(): void {
  if (pagePainted) return;
  pagePainted = true;
  finishIfReady();
  if (!done) leadImageTimer = setTimeout(finish, LEAD_IMAGE_WAIT_MS);
}

/**
 * Calls back, in a task of its own, once the first screen is done and its images have painted (at
 * once if they have).
 */
export function afterFirstScreen(callback: () => void): void {
  if (settled) callback();
  else settledCallbacks.push(callback);
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
function useFirstScreenDone(): boolean {
  return useSyncExternalStore(subscribe, isDone, isDone);
}

function subscribeSettled(listener: () => void): () => void {
  if (settled) return () => {};
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

const isSettled = () => settled;

/** Whether the first screen is done and its images have painted: what waits behind it may start. */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(subscribeSettled, isSettled, isSettled);
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
  fromServer = false;
  pagePainted = doneAlready;
  leadImagesLoading = 0;
  done = doneAlready;
  settled = doneAlready;
  clearTimeout(leadImageTimer);
  laterFrame = null;
  laterParts.length = 0;
  lastParts.length = 0;
  releasingLater = false;
  listeners.clear();
  settledListeners.clear();
  settledCallbacks.length = 0;
}
