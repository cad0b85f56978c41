import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yazl from 'yazl';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { SubtreeRow } from '../assets/asset-trees.service.ts';
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
  const files: BlobToRead[] = [];
  const ahead = new ReadAhead(blobs, files);
  for (const row of rows) {
    const parentPath = row.parent_id === null ? undefined : pathOf.get(row.parent_id);
    const entryPath = row.depth === 0 || parentPath === undefined ? row.name : `${parentPath}/${row.name}`;
    pathOf.set(row.id, entryPath);
    const mtime = new Date(row.updated_at);
    if (row.type === 'folder') {
      zip.addEmptyDirectory(entryPath, { mtime });
      continue;
    }
    if (!row.blob_sha256) continue;
    const index = files.push({ sha256: row.blob_sha256, size: Number(row.size ?? 0) }) - 1;
    zip.addReadStreamLazy(
      entryPath,
      { size: Number(row.size ?? 0), compress: isCompressible(row.mime_type), mtime, mode: 0o100644 },
      (done) => {
        ahead.take(index).then(
          (stream) => done(null, stream),
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
  // A client that goes away destroys the output; the files being read must close with it.
  output.once('close', () => ahead.closeAll());
  // yazl's size forecast counts the Zip64 end records once the central directory passes 64 KiB (about
  // 700 entries) but its writer adds them only past 4 GiB, so the forecast would overstate the length
  // by 76 bytes. Always writing them (every current unzip reads them) keeps Content-Length exact.
  const end = zip.end.bind(zip) as (
    options: { forceZip64Format: boolean },
    onSize: (total: number) => void,
  ) => void;
  end({ forceZip64Format: true }, (total) => settleSize(total >= 0 ? total : null));
  return { stream: output, size };
}

interface BlobToRead {
  sha256: string;
  size: number;
}

/** Files opened ahead of their turn. */
const READ_AHEAD = 3;

/**
 * Opens the next few files while the current one streams, each with its first chunk already read,
 * so the archive does not stall on an open and a first read between every two files (with thousands
 * of small files those pauses, not the bytes, are most of the time).
 */
class ReadAhead {
  private readonly pending = new Map<number, Promise<Readable>>();
  private readonly open = new Set<Readable>();
  private closed = false;

  constructor(
    private readonly blobs: BlobStore,
    private readonly files: BlobToRead[],
  ) {}

  take(index: number): Promise<Readable> {
    for (let next = index; next < Math.min(index + 1 + READ_AHEAD, this.files.length); next++)
      this.start(next);
    const stream = this.pending.get(index)!;
    this.pending.delete(index);
    return stream;
  }

  closeAll(): void {
    this.closed = true;
    for (const stream of this.open) stream.destroy();
    for (const pending of this.pending.values())
      pending.then(
        (stream) => stream.destroy(),
        () => {},
      );
    this.pending.clear();
  }

  private start(index: number): void {
    if (this.pending.has(index) || index < 0 || this.closed) return;
    const { sha256, size } = this.files[index]!;
    // Asking for the whole known length lets the read stream size its buffers to the file: a 1 MiB
    // buffer per small file, copied down after each read, made garbage collection most of the work.
    const opening = this.blobs
      .open(sha256, size > 0 ? { start: 0, end: size - 1 } : undefined)
      .then((stream) => {
        this.open.add(stream);
        stream.once('close', () => this.open.delete(stream));
        if (this.closed) stream.destroy();
        else stream.read(0); // start filling its buffer now
        return stream;
      });
    opening.catch(() => {}); // reported when its turn comes
    this.pending.set(index, opening);
  }
}
