import type { PasskeyCeremony, RecoveryCodes, SecurityStatus, TotpSetup } from '@portal/domain/schemas';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { securityStatusKey } from '../../../../lib/second-factor';

/** Adds a passkey: the server's options, the authenticator's new credential, the server's check. */
async function addPasskey(name: string): Promise<RecoveryCodes> {
  const { ceremony, options } = await api.post<PasskeyCeremony>('/api/mfa/passkeys/options', {
    auth: true,
    form: {},
  });
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return api.post<RecoveryCodes>('/api/mfa/passkeys', { auth: true, json: { ceremony, name, credential } });
}

const removePasskey = (id: string) =>
  api.post<SecurityStatus>('/api/mfa/passkeys/delete', { auth: true, form: { id } });
const startTotp = () => api.post<TotpSetup>('/api/mfa/totp/start', { auth: true, form: {} });
const confirmTotp = (code: string) =>
  api.post<RecoveryCodes>('/api/mfa/totp/confirm', { auth: true, form: { code } });
const removeTotp = () => api.post<SecurityStatus>('/api/mfa/totp/delete', { auth: true, form: {} });
const regenerateCodes = () => api.post<RecoveryCodes>('/api/mfa/recovery-codes', { auth: true, form: {} });

/** Each change to the caller's factors, re-reading their status (and the set-up gate) after it. */
export function useSecurityActions() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: securityStatusKey });
  return {
    addPasskey: useMutation({ mutationFn: addPasskey, onSettled: settled }),
    removePasskey: useMutation({ mutationFn: removePasskey, onSettled: settled }),
    startTotp: useMutation({ mutationFn: startTotp, onSettled: settled }),
    confirmTotp: useMutation({ mutationFn: confirmTotp, onSettled: settled }),
    removeTotp: useMutation({ mutationFn: removeTotp, onSettled: settled }),
    regenerateCodes: useMutation({ mutationFn: regenerateCodes, onSettled: settled }),
  };
}
