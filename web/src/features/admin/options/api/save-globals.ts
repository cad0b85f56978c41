import type { Globals, GlobalsUpdate } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { globalsQueryOptions } from '../../../../lib/globals';
import { adminGlobalsKey } from './get-globals';

/** POST /api/globals/set (auth, SA, JSON): only the settings that changed; answers the globals after it. */
function saveGlobals(change: GlobalsUpdate): Promise<Globals> {
  return api.post<Globals>('/api/globals/set', { auth: true, json: change });
}

/** Saves; this client shows the new values at once, every other open client on its next start-up. */
export function useSaveGlobals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGlobals,
    onSuccess: (saved) => {
      client.setQueryData(adminGlobalsKey, saved);
      client.setQueryData(globalsQueryOptions.queryKey, saved);
    },
  });
}
