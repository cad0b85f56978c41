import { type RefCallback, useCallback } from 'react';

/**
 * A ref that focuses its element as it appears, for boxes that open to be typed into (the login
 * form, a rename, a link address). Not the autoFocus attribute: browsers honour that once per page
 * load, and the renderer the build ships (decision 037) leaves it to them.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (enabled && element) element.focus();
    },
    [enabled],
  );
}
