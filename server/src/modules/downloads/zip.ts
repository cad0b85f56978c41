import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yazl from 'yazl';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { SubtreeRow } from '../assets/assets.repository.ts';
import { isCompressible } from '../assets/file-types.ts';

/*
 * yazl checksums every byte with buffer-crc32, a JavaScript table loop (~400 MB/s here), which caps a
 * zip download far below the disk and the network. Node's zlib.crc32 computes the same CRC-32 natively
 * (~5 GB/s), so the shared buffer-crc32 instance yazl loaded is pointed at it. zip.test.ts checks both
 * give the same sums; docs/decisions/011-zip-downloads.md has the measurements.
 */
const nativeCrc32 = (zlib as { crc32?: (data: Buffer, value?: number) => number }).crc32;
if (nativeCrc32) {
  const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const bufferCrc32 = fromYazl('buffer-crc32') as { unsigned: (buf: Buffer, previous?: number) => number };
  bufferCrc32.unsigned = (buf, previous) => nativeCrc32(buf, typeof previous === 'number' ? previous : 0);
}

export interface ZipDownload {
  stream: Readable;
  /** The archive's exact length when every entry is stored, so Content-Length can be sent; else null. */
  size: Promise<number | null>;
}

/**
 * Streams `rows` (a subtree, parents first, as findSubtree answers) as a zip whose paths are the tree's
 * names under the top item's name. Nothing is written to disk: each file is read from the blob store
 * when its turn comes, one at a time. Types that are compressed already are stored, the rest deflated;
 * yazl switches to Zip64 past 4 GB or 65,535 entries. Names follow DESIGN 'Names', so no path climbs
 * out of the archive (yazl refuses '..' and absolute paths besides).
 */
export function zipSubtree(rows: SubtreeRow[], blobs: BlobStore): ZipDownload {
  const zip = new yazl.ZipFile();
  const pathOf = new Map<number, string>();
  const reading = new Set<Readable>();
  for (const row of rows) {
    const parentPath = row.parent_id === null ? undefined : pathOf.get(row.parent_id);
    const entryPath = row.depth === 0 || parentPath === undefined ? row.name : `${parentPath}/${row.name}`;
    pathOf.set(row.id, entryPath);
    const mtime = new Date(row.updated_at);
    if (row.type === 'folder') {
      zip.addEmptyDirectory(entryPath, { mtime });
      continue;
    }
    const sha256 = row.blob_sha256;
    if (!sha256) continue;
    zip.addReadStreamLazy(
      entryPath,
      { size: Number(row.size ?? 0), compress: isCompressible(row.mime_type), mtime, mode: 0o100644 },
      (done) => {
        blobs.open(sha256).then(
          (stream) => {
            reading.add(stream);
            stream.once('close', () => reading.delete(stream));
            done(null, stream);
          },
          (error: unknown) => done(error, undefined as unknown as Readable),
        );
      },
    );
  }

  const output = zip.outputStream as Readable;
  let settleSize: (total: number | null) => void = () => {};
  const size = new Promise<number | null>((resolve) => {
    settleSize = resolve;
  });
  zip.on('error', (error: Error) => {
    settleSize(null);
    output.destroy(error);
  });
  // A client that goes away destroys the output; the file being read must close with it.
  output.once('close', () => {
    for (const stream of reading) stream.destroy();
  });
  const end = zip.end.bind(zip) as (options: undefined, onSize: (total: number) => void) => void;
  end(undefined, (total) => settleSize(total >= 0 ? total : null));
  return { stream: output, size };
}
