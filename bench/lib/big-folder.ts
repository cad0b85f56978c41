import type { BenchContext, BenchRequest } from './types.ts';

const ITEMS = 10_000;
const PER_UPLOAD = 1_000; // the server's default UPLOAD_MAX_FILES

let made: Promise<{ folderId: number; token: string }> | undefined;

/**
 * A library folder of 10,000 small files, made once per run through the API (uploads of a thousand
 * files at a time), for the listing benchmarks.
 */
function tenThousandItemFolder(ctx: BenchContext): Promise<{ folderId: number; token: string }> {
  made ??= (async () => {
    const token = await ctx.login('sa@demo.test');
    const headers = { 'consumer-token': token };
    const [library] = await ctx.api<{ id: number }[]>({
      method: 'GET',
      path: '/api/asset/directory',
      headers,
    });
    const folder = await ctx.api<{ id: number }>({
      method: 'POST',
      path: '/api/asset/create/folder',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pid: String(library!.id), name: `Bench ${Date.now()}` }).toString(),
    });
    for (let start = 0; start < ITEMS; start += PER_UPLOAD) {
      const form = new FormData();
      form.append('parentId', String(folder.id));
      for (let n = start; n < start + PER_UPLOAD; n++) {
        form.append(
          `files[${n - start}]`,
          new Blob([`asset ${n}\n`]),
          `Asset ${String(n).padStart(5, '0')}.txt`,
        );
      }
      const response = await fetch(new URL('/api/asset/putIntoParent', ctx.baseUrl), {
        method: 'POST',
        headers,
        body: form,
      });
      if (!response.ok) throw new Error(`upload failed: HTTP ${response.status} ${await response.text()}`);
    }
    return { folderId: folder.id, token };
  })();
  return made;
}

/** The listing of that folder, as the directory call asks for it, with `headers` beside the token. */
export async function tenThousandItemListing(
  ctx: BenchContext,
  headers: Record<string, string> = {},
): Promise<BenchRequest> {
  const { folderId, token } = await tenThousandItemFolder(ctx);
  return {
    method: 'GET',
    path: `/api/asset/directory?id=${folderId}`,
    headers: { 'consumer-token': token, ...headers },
  };
}
