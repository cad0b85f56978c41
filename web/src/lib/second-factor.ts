import { usesSecondFactors } from '@portal/domain';
import type { SecurityStatus } from '@portal/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/** Where an SA or AM keeps their passkeys, authenticator app and recovery codes. */
export const SECURITY_PATH = '/admin/security';

export const securityStatusKey = ['mfa', 'status'] as const;

/** GET /api/mfa (auth; SA and AM): the caller's own second factors. */
export const securityStatusQueryOptions = queryOptions({
  queryKey: securityStatusKey,
  queryFn: ({ signal }) => api.get<SecurityStatus>('/api/mfa', { auth: true, signal }),
});

/**
 * Whether the signed-in SA or AM must set a second factor up before anything else
 * (REQUIRE_ADMIN_MFA, decision 161); false for everyone else, who never asks.
 */
export function useSecondFactorSetupRequired(): boolean {
  const { user } = useSession();
  const status = useQuery({ ...securityStatusQueryOptions, enabled: usesSecondFactors(user) });
  return status.data?.setupRequired === true;
}
