import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingProvider, useLoadingActions, useLoadingState, usePageReady } from './loading';

describe('the loading state', () => {
  it('shows the layout each change, and does not render again a page that reports ready', () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      usePageReady(true);
      return <p>page</p>;
    }
    let actions: ReturnType<typeof useLoadingActions> | undefined;
    function Bar() {
      actions = useLoadingActions();
      const { loading, firstPageReady } = useLoadingState();
      return (
        <p>{`${loading ? 'loading' : 'idle'}, ${firstPageReady ? 'first page ready' : 'no page yet'}`}</p>
      );
    }
    render(
      <LoadingProvider>
        <Bar />
        <Page />
      </LoadingProvider>,
    );
    expect(screen.getByText('idle, no page yet')).toBeTruthy();

    act(() => actions!.start());
    expect(screen.getByText('loading, no page yet')).toBeTruthy();
    act(() => actions!.done());
    expect(screen.getByText('idle, first page ready')).toBeTruthy();
    expect(pageRenders).toBe(1);
  });
});
