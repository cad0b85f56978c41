import type { DashboardSummary, DownloadAnalytics } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../../lib/api-client';

/** The operator filter of the analytics: '' every download, an operator id, or 'none' (no operator). */
export type OperatorFilter = string;

/** GET /api/dashboard/summary (auth, SA and AM). */
export const dashboardSummaryQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard', 'summary'] as const,
  queryFn: ({ signal }) => api.get<DashboardSummary>('/api/dashboard/summary', { auth: true, signal }),
  staleTime: 30_000,
});

/** GET /api/analytics/downloads (auth, SA and AM): the 30 days ending today. */
export function downloadAnalyticsQueryOptions(operator: OperatorFilter) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', 'downloads', operator] as const,
    queryFn: ({ signal }) =>
      api.get<DownloadAnalytics>('/api/analytics/downloads', {
        auth: true,
        query: { operator: operator || undefined },
        signal,
      }),
    staleTime: 30_000,
  });
}

/** GET /api/analytics/downloads.csv (auth): a file, fetched with the token header. */
export function fetchDownloadsCsv(query: { from: string; to: string; operator: OperatorFilter }) {
  return api.file('/api/analytics/downloads.csv', {
    auth: true,
    query: { from: query.from, to: query.to, operator: query.operator || undefined },
  });
}

/** Hands a fetched file to the browser as a download. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
