let requested = false;

/**
 * Loads the web fonts once the first page has painted (decision 042). Fetched with the page's code
 * they would share a phone's slow network with it and hold back the first screen; its text paints
 * in the metric-matched local faces (styles/global.css) and takes the web fonts as they arrive.
 */
export function loadWebFontsAfterPaint(): void {
  if (requested) return;
  requested = true;
  // The frame callback runs before the coming paint, the timer after it.
  requestAnimationFrame(() => {
    setTimeout(() => void import('../styles/fonts'), 0);
  });
}
