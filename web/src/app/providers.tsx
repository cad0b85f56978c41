import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertHost } from '../components/AlertHost';
import { LoadingProvider } from '../lib/loading';
import { OverlayStateProvider } from '../lib/overlays';
import { RegionProvider } from '../lib/region';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        retry: 1,
      },
    },
  });
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
