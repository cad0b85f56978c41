/*
 * Kept apart from schemas/ (which loads zod) so the web can use it at no bundle cost.
 */

/** Download address of an item, relative to the API host (SPEC §7 'Downloads'): a folder downloads as a zip. */
export function assetDownloadPath(id: number, isZip: boolean): string {
  return isZip ? `/download/asset/zip/${id}` : `/download/asset/${id}`;
}
