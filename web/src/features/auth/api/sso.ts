import type { SsoSettings } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/authentication/oidc/config: whether the company sign-in is set up (issue 32). */
export const ssoSettingsQueryOptions = queryOptions({
  queryKey: ['sso-settings'] as const,
  queryFn: async ({ signal }): Promise<SsoSettings> => {
    try {
      return await api.get<SsoSettings>('/api/authentication/oidc/config', { signal });
    } catch {
      // Without an answer the page offers what always works: e-mail and password.
      return { enabled: false };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** Where the browser goes to start the company sign-in (the server redirects it to the provider). */
export const ssoStartHref = () => api.href('/api/authentication/oidc/start');

/** POST /api/authentication/oidc/exchange: the token for the finished sign-in (its code is a cookie). */
export function exchangeSsoCode(): Promise<string> {
  return api.post<string>('/api/authentication/oidc/exchange', { form: {} });
}
