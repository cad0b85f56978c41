import { type RefCallback, useCallback, useRef } from 'react';

/**
 * A ref that focuses its element as it appears, when `enabled` is true then: boxes that open to be
 * typed into (the login form, a rename, a link address) and controls that replace a focused
 * stand-in. Not the autoFocus attribute: browsers honour that once per page load, and the renderer
 * the build ships (decision 037) leaves it to them.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true): RefCallback<T> {
  const wanted = useRef(enabled);
  wanted.current = enabled;
  // Stable, so it runs when the element appears, not again on a later render.
  return useCallback((element: T | null) => {
    if (element && wanted.current) element.focus();
  }, []);
}
