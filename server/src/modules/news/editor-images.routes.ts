import { AssetRef, StoredAssets } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UPLOAD_PARTS } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AssetUploads, StagedFile } from '../assets/asset-uploads.service.ts';
import { type UploadLimits, withUpload } from '../assets/uploads.ts';

/** What the news and content services offer of their editor's image tree (editor-images.ts). */
interface EditorImages {
  storedAssets(): Promise<StoredAssets>;
  putAssets(files: StagedFile[], editorId: number): Promise<AssetRef[]>;
}

/**
 * GET /api/{section}/getstoredassets and POST /api/{section}/putasset (SA): the images of an
 * editor's tree for its picker, and an upload into that tree.
 */
export function editorImageRoutes(
  app: FastifyInstance,
  section: 'news' | 'content',
  editor: EditorImages,
  uploads: AssetUploads,
  limits: UploadLimits,
): void {
  app.get(
    `/api/${section}/getstoredassets`,
    {
      config: {
        access: 'superAdmin',
        contract: { summary: `Lists the images stored in the ${section} tree`, answer: StoredAssets },
      },
    },
    async () => ok(await editor.storedAssets()),
  );

  app.post(
    `/api/${section}/putasset`,
    {
      config: {
        access: 'superAdmin',
        contract: {
          summary: `Uploads images into the ${section} tree`,
          bodyType: 'multipart',
          parts: UPLOAD_PARTS,
          answer: z.array(AssetRef),
          failures: [413],
        },
      },
    },
    (request) =>
      withUpload(
        request,
        uploads,
        limits,
        () => {},
        async ({ files }) => ok(await editor.putAssets(files, requireCaller(request).user.id)),
      ),
  );
}
