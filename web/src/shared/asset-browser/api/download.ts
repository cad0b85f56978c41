import { assetDownloadPath } from '@portal/domain';
import type { AssetDownloadInfo } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client';

const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

/** GET /api/asset/{id} (auth): the item's id and whether it downloads as a zip. */
function getDownloadInfo(id: number): Promise<AssetDownloadInfo> {
  return api.get<AssetDownloadInfo>(`/api/asset/${encodeURIComponent(String(id))}`, {
    auth: true,
    ids: [{ value: id }],
  });
}

/**
 * The browser's own navigation, behind an object so tests can replace it (jsdom cannot navigate).
 * The server answers with Content-Disposition: attachment, so the page stays where it is; it
 * authorises the request with the HttpOnly cookie set at login (DESIGN 'Browser downloads').
 */
export const browser = {
  navigate(url: string): void {
    window.location.assign(url);
  },
};

/** Asks the server, then sends the browser to {apiPath}/download/asset/{id} (…/zip/{id} for a folder). */
export async function downloadAsset(id: number): Promise<AssetDownloadInfo> {
  const info = await getDownloadInfo(id);
  browser.navigate(`${API_BASE}${assetDownloadPath(info.id, info.isZip)}`);
  return info;
}
