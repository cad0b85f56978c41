import type { OperatorDetail, OperatorForm } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshPeople } from '../../../../shared/people';

/** What to do with the logo: leave it, remove it, or store this file as the new one. */
export type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; file: File };

interface OperatorSave {
  form: OperatorForm;
  logo: LogoChange;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * POST /api/operator/create (auth; SA): the fields, then the logo in the games' asset form —
 * `files[logo][0][data]` uploads one, `logo=[]` removes it, and leaving it out keeps it. Multipart,
 * so the upload reports its progress.
 */
function saveOperator({ form, logo, onProgress }: OperatorSave): Promise<OperatorDetail> {
  const body = new FormData();
  body.append('type', form.type);
  if (form.id !== undefined) body.append('id', String(form.id));
  if (form.name !== undefined) body.append('name', form.name);
  if (form.regions !== undefined) body.append('regions', JSON.stringify(form.regions));
  if (form.removeFromUsers) body.append('removeFromUsers', 'true');
  if (logo.kind === 'remove') body.append('logo', '[]');
  // The file goes last: the server reads every field before it stores a byte of it.
  if (logo.kind === 'upload') body.append('files[logo][0][data]', logo.file, logo.file.name);
  return api.upload<OperatorDetail>('/api/operator/create', body, { auth: true, onProgress });
}

export function useSaveOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOperator, onSuccess: () => refreshPeople(queryClient) });
}
