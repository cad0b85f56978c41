import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser, makeToken, mockFetch, signInWith, testQueryClient } from '../test/utils';
import { userQueryOptions, useSession } from './session';

/** A component reading the session, counting its renders. */
function sessionReader() {
  const reader = { renders: 0, Component: (): ReactElement | null => null };
  reader.Component = function Reader() {
    reader.renders += 1;
    const { user, status } = useSession();
    return <p>{status === 'loading' ? 'checking' : user ? user.firstName : 'visitor'}</p>;
  };
  return reader;
}

describe('useSession', () => {
  afterEach(() => signInWith(null));

  it("does not follow a visitor's user check (there is still no user when it answers)", async () => {
    mockFetch({ 'GET /api/user/active': { status: 403, error: 'Forbidden' } });
    signInWith(null);
    const client = testQueryClient();
    const reader = sessionReader();
    render(
      <QueryClientProvider client={client}>
        <reader.Component />
      </QueryClientProvider>,
    );
    expect(screen.getByText('visitor')).toBeTruthy();

    // The start-up gate's check (app/startup.tsx), answered: a subscribed reader would render again
    // when the answer replaces the pending result, even unread.
    await expect(client.fetchQuery(userQueryOptions(null))).resolves.toBeNull();
    expect(
      client
        .getQueryCache()
        .find({ queryKey: userQueryOptions(null).queryKey })
        ?.getObserversCount(),
    ).toBe(0);
    expect(reader.renders).toBe(1);
  });

  it("follows a signed-in caller's user check", async () => {
    mockFetch({ 'GET /api/user/active': { data: demoUser({ firstName: 'Priya' }) } });
    signInWith(makeToken());
    const reader = sessionReader();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <reader.Component />
      </QueryClientProvider>,
    );
    expect(screen.getByText('checking')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Priya')).toBeTruthy());
  });
});
