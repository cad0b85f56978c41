import { type ComponentType, useState } from 'react';

/** What a control loaded on intent is told when it replaces its stand-in. */
export interface LoadedControlProps {
  /** The stand-in was pressed while the code loaded: open at once. */
  openOnMount: boolean;
  /** The stand-in had focus when the code arrived: take it over (unless opening). */
  focusOnMount: boolean;
}

/** The handlers of the stand-in button. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
}

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A header control whose real implementation (a Radix menu or popover, with the positioning code
 * they share) loads on the first sign of use: the pointer over it, focus, or a press. Until then a
 * plain button of the same look stands in, so a first visit does not download them. `load` must be
 * a module-level function: the loaded component is kept per function, for the next mount.
 */
export function useLoadOnIntent<Props>(load: () => Promise<ComponentType<Props & LoadedControlProps>>): {
  Loaded: ComponentType<Props & LoadedControlProps> | null;
  intent: IntentHandlers;
  mount: LoadedControlProps;
} {
  const [Loaded, setLoaded] = useState(
    () => (loaded.get(load) as ComponentType<Props & LoadedControlProps> | undefined) ?? null,
  );
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);

  const start = () => {
    if (Loaded) return;
    load().then(
      (component) => {
        loaded.set(load, component);
        setLoaded(() => component);
      },
      // A failed load leaves the stand-in, and the next sign of use tries again.
      () => {},
    );
  };

  return {
    Loaded,
    intent: {
      onPointerEnter: start,
      onFocus: () => {
        setFocused(true);
        start();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setPressed(true);
        start();
      },
    },
    mount: { openOnMount: pressed, focusOnMount: focused && !pressed },
  };
}
