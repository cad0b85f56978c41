import { OperatorForm } from '@portal/domain/schemas';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error.ts';
import type { AssetUploads, StagedFile } from '../assets/asset-uploads.service.ts';
import type { UploadLimits } from '../assets/uploads.ts';
// The one place operators lean on the games' asset form (SPEC §7: operators send "the asset form").
import { readCheckedAssetForm } from '../showcase/asset-form.ts';

/** What the form asks of the logo: leave it, remove it, use a stored image, or store an uploaded one. */
export type LogoChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'reuse'; assetId: number }
  | { kind: 'upload'; file: StagedFile };

export interface OperatorFormInput {
  /** The fields beside the logo, checked by OperatorForm. */
  fields: OperatorForm;
  logo: LogoChange;
  /** Files staged by the form: the caller must discard them once done (stored ones are unaffected). */
  staged: StagedFile[];
}

const ONLY_A_LOGO = 'An operator has only a logo: send it as files[logo][0][data].';

/**
 * Reads POST /api/operator/create as the games' asset form (urlencoded, JSON or multipart): the
 * logo is the form's `logo` slot — `files[logo][0][data]` uploads one, `files[logo][0][id]` or
 * `logo=[{"id":n}]` reuses a stored image, `logo=[]` removes it, and no mention keeps it.
 */
export async function readOperatorForm(
  request: FastifyRequest,
  uploads: AssetUploads,
  limits: UploadLimits,
): Promise<OperatorFormInput> {
  const form = await readCheckedAssetForm(request, uploads, limits, OperatorForm);
  const { slots, staged } = form;
  try {
    if ([...slots.keys()].some((slot) => slot !== 'logo')) throw badRequest(ONLY_A_LOGO);
    const entries = slots.get('logo');
    if (entries && entries.length > 1) throw badRequest('An operator has one logo.');
    const entry = entries?.[0];
    const logo: LogoChange =
      entries === undefined
        ? { kind: 'keep' }
        : entry === undefined
          ? { kind: 'remove' }
          : 'upload' in entry
            ? { kind: 'upload', file: entry.upload.file }
            : { kind: 'reuse', assetId: entry.assetId };
    return { fields: form.fields, logo, staged };
  } catch (error) {
    await uploads.discardStaged(staged);
    throw error;
  }
}
