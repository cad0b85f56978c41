import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertHost } from '../components/AlertHost';
import { ApiError } from '../lib/api-client';
import { LoadingProvider } from '../lib/loading';
import { OverlayStateProvider } from '../lib/overlays';
import { RegionProvider } from '../lib/region';
import { isUserQuery, recheckUser } from '../lib/session';
import { getToken } from '../lib/token-store';

/**
 * A call refused with 401 while a token is held: the account changed since the page opened, so the
 * user is asked for again at once (decision 046); the start-up gate acts on the answer.
 */
function refusedWithToken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 401 && getToken() !== null;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (refusedWithToken(error) && !isUserQuery(query.queryKey)) recheckUser(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (refusedWithToken(error)) recheckUser(client);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        retry: 1,
      },
    },
  });
  return client;
}

/** Everything the app leans on, outside the router. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <LoadingProvider>
        <OverlayStateProvider>
          <RegionProvider>
            {children}
            <AlertHost />
          </RegionProvider>
        </OverlayStateProvider>
      </LoadingProvider>
    </QueryClientProvider>
  );
}
