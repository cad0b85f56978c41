import type { AssetRef, StoredAssets } from '@portal/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The editors with an image tree of their own: news (covers) and content (page images). */
export type ImageArea = 'news' | 'content';

const storedKey = (area: ImageArea) => [area, 'stored-assets'] as const;

/** GET /api/{area}/getstoredassets (auth, SA): the tree's images, newest first. */
export function storedImagesQueryOptions(area: ImageArea) {
  return queryOptions({
    queryKey: storedKey(area),
    queryFn: ({ signal }) => api.get<StoredAssets>(`/api/${area}/getstoredassets`, { auth: true, signal }),
    staleTime: 30_000,
  });
}

/** POST /api/{area}/putasset (auth, SA, multipart files[n]): stores images, answers their refs. */
function uploadImages(area: ImageArea, files: readonly File[]): Promise<AssetRef[]> {
  const form = new FormData();
  files.forEach((file, n) => {
    form.append(`files[${n}]`, file, file.name);
  });
  return api.post<AssetRef[]>(`/api/${area}/putasset`, { auth: true, form });
}

export function useUploadImages(area: ImageArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadImages(area, files),
    onSuccess: () => client.invalidateQueries({ queryKey: storedKey(area) }),
  });
}
