import type { DigestFrequency } from '@portal/domain';
import type { DigestSettings, WhatsNew, WhatsNewSeen } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = {
  whatsNew: (regions: readonly string[]) => ['whats-new', regions] as const,
  digest: ['digest-settings'] as const,
};

/** GET /api/whats-new (auth): what arrived since the last visit for the selected regions. */
export function whatsNewQueryOptions(regions: readonly string[]) {
  return queryOptions({
    queryKey: keys.whatsNew(regions),
    queryFn: ({ signal }) =>
      api.get<WhatsNew>('/api/whats-new', {
        auth: true,
        query: { regions: regions.length > 0 ? JSON.stringify(regions) : undefined },
        signal,
      }),
    staleTime: 60_000,
    // Also the server's note of activity: an open page keeps the visit going (decision 135).
    refetchInterval: 5 * 60_000,
  });
}

/** POST /api/whats-new/seen (auth): the count starts again from what the page showed. */
export function markWhatsNewSeen(until: string): Promise<WhatsNewSeen> {
  return api.post<WhatsNewSeen>('/api/whats-new/seen', { auth: true, form: { until } });
}

export const whatsNewKey = ['whats-new'] as const;

export function digestSettingsQueryOptions() {
  return queryOptions({
    queryKey: keys.digest,
    queryFn: ({ signal }) => api.get<DigestSettings>('/api/digest/settings', { auth: true, signal }),
  });
}

export function saveDigestFrequency(frequency: DigestFrequency): Promise<DigestSettings> {
  return api.post<DigestSettings>('/api/digest/settings', { auth: true, form: { frequency } });
}

export const digestSettingsKey = keys.digest;
