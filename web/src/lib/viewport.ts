import { BREAKPOINTS, RESIZE_DEBOUNCE_MS } from '@portal/domain';
import { useEffect, useState } from 'react';

/**
 * SPEC §9 breakpoints: mobile below 481, portrait tablet below 769, landscape tablet up to 1024,
 * desktop above. Resize events are debounced by 150 ms.
 */
export type Breakpoint = 'mobile' | 'portraitTablet' | 'landscapeTablet' | 'desktop';

export function breakpointFor(width: number): Breakpoint {
  if (width < BREAKPOINTS.mobile) return 'mobile';
  if (width < BREAKPOINTS.portraitTablet) return 'portraitTablet';
  if (width <= BREAKPOINTS.landscapeTablet) return 'landscapeTablet';
  return 'desktop';
}

function currentWidth(): number {
  return typeof window === 'undefined' ? 1366 : window.innerWidth;
}

function currentSize(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** What `read` takes from the window, read again once a resize has settled. */
function useReadAfterResize<T>(read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setValue(read()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [read]);
  return value;
}

export function useViewportSize(): { width: number; height: number } {
  return useReadAfterResize(currentSize);
}

export function useBreakpoint(): Breakpoint {
  return breakpointFor(useReadAfterResize(currentWidth));
}

/** Large tablet and desktop: where framed demos are shown (SPEC §2 Overlays). */
export function isWideBreakpoint(breakpoint: Breakpoint): boolean {
  return breakpoint === 'landscapeTablet' || breakpoint === 'desktop';
}
