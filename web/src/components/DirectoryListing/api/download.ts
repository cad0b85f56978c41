import { api } from '../../../lib/api-client';
import type { DownloadInfo } from './types';

const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

/** GET /api/asset/{id} (auth): the item's id and whether it downloads as a zip. */
export function getDownloadInfo(id: number): Promise<DownloadInfo> {
  return api.get<DownloadInfo>(`/api/asset/${encodeURIComponent(String(id))}`, { auth: true });
}

/** SPEC §7 'Downloads': {apiPath}/download/asset/{id}, or …/zip/{id} for a folder. */
export function downloadPath(info: DownloadInfo): string {
  return info.isZip ? `${API_BASE}/download/asset/zip/${info.id}` : `${API_BASE}/download/asset/${info.id}`;
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

/** Asks the server, then sends the browser to the download. Rejects with the server's failure. */
export async function downloadAsset(id: number): Promise<DownloadInfo> {
  const info = await getDownloadInfo(id);
  browser.navigate(downloadPath(info));
  return info;
}
