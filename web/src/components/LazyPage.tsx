import { type ComponentType, lazy, Suspense, useState } from 'react';
import { PageLoader } from './Spinner';

/**
 * A named export of a module loaded on first use, shown with the page loader until it arrives.
 * Once `preload()` has brought the module, the page renders at once, with no loader in between
 * (the first render of a visit waits for it: app/router.tsx, prepareFirstScreen).
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Page(props: Props) {
    // Chosen once per mount: switching from the lazy path to the loaded one would remount the page
    // and lose its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Page.preload = loadOnce;
  return Page;
}
