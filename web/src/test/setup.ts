import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetBrowserState } from './browser-state';

// jsdom lacks these; Radix (popper) and the layout's scroll-to-top use them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// Every test starts on a clean browser, and what it stubbed (fetch) is undone before the unmount.
beforeEach(() => resetBrowserState());
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

// The first render of a lazy route loads its modules; on a loaded 2-core machine that alone took
// more than the default 1 s of findBy* and waitFor, so the first test of a file failed at random.
configure({ asyncUtilTimeout: 5000 });

// Load failures that SPEC says are 'logged and ignored' would flood the output.
vi.spyOn(console, 'warn').mockImplementation(() => {});
vi.spyOn(console, 'info').mockImplementation(() => {});
