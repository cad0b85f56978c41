import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { SubtreeRow } from '../assets/assets.repository.ts';
import { zipSubtree } from './zip.ts';

/** The textbook bitwise CRC-32 (IEEE), to check the native one yazl is given. */
function referenceCrc32(bytes: Buffer, previous = 0): number {
  let crc = ~previous >>> 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

let nextId = 1;
function row(fields: Partial<SubtreeRow> & Pick<SubtreeRow, 'name' | 'type' | 'depth'>): SubtreeRow {
  return {
    id: nextId++,
    parent_id: null,
    root_key: 'library',
    name_key: fields.name.toLowerCase(),
    blob_sha256: null,
    size: null,
    mime_type: null,
    icon_override: null,
    thumbnail_sha256: null,
    preview_sha256: null,
    width: null,
    height: null,
    is_hero: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A blob store whose every blob is `size` bytes of `fill`, made on the fly (nothing on disk). */
function syntheticBlobs(sizes: Map<string, number>): BlobStore {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  return {
    open: async (sha256: string) => {
      let left = sizes.get(sha256) ?? 0;
      return new Readable({
        read() {
          if (left === 0) return void this.push(null);
          const n = Math.min(left, chunk.length);
          left -= n;
          this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
        },
      });
    },
  } as unknown as BlobStore;
}

/**
 * Zips a folder of `count` PNG files of `size` bytes (all one blob) into workDir and answers the
 * archive's path, once its length is checked against the one zipSubtree forecast.
 */
async function zipFolderOfFiles(name: string, count: number, size: number): Promise<string> {
  const sha256 = 'a'.repeat(64);
  const top = row({ name, type: 'folder', depth: 0 });
  const files = Array.from({ length: count }, (_, n) =>
    row({
      name: `file-${n}.png`,
      type: 'file',
      depth: 1,
      parent_id: top.id,
      blob_sha256: sha256,
      size,
      mime_type: 'image/png',
    }),
  );
  const zipped = zipSubtree([top, ...files], syntheticBlobs(new Map([[sha256, size]])));
  const archive = path.join(workDir, `${name}.zip`);
  await pipeline(zipped.stream, fs.createWriteStream(archive));
  expect(await zipped.size).toBe(fs.statSync(archive).size);
  return archive;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-zip-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('zip downloads', () => {
  it('gives yazl a CRC-32 equal to the reference, across chunk boundaries', () => {
    const bufferCrc32 = createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32') as {
      unsigned: (buf: Buffer, previous?: number) => number;
    };
    const data = randomBytes(100_003);
    expect(bufferCrc32.unsigned(data)).toBe(referenceCrc32(data));
    const chained = bufferCrc32.unsigned(
      data.subarray(50_000),
      bufferCrc32.unsigned(data.subarray(0, 50_000)),
    );
    expect(chained).toBe(referenceCrc32(data));
    expect(bufferCrc32.unsigned(Buffer.alloc(0))).toBe(0);
  });

  it('forecasts the exact length of a stored archive with a large central directory', async () => {
    const archive = await zipFolderOfFiles('Set', 1_500, 3);
    expect(execFileSync('unzip', ['-tq', archive], { encoding: 'utf8' })).toMatch(/No errors detected/);
  });

  it('switches to Zip64 past 65,535 entries, and unzip accepts the archive', async () => {
    const archive = await zipFolderOfFiles('Many', 65_600, 1);
    const bytes = fs.readFileSync(archive);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true); // Zip64 end of central directory
    const test = execFileSync('unzip', ['-tq', archive], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(test).toMatch(/No errors detected/);
    const count = execFileSync('unzip', ['-Z1', archive], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .trim()
      .split('\n').length;
    expect(count).toBe(65_601);
  }, 120_000);

  it('switches to Zip64 past 4 GB and knows the exact length ahead when everything is stored', async () => {
    const top = row({ name: 'Huge', type: 'folder', depth: 0 });
    const bigSize = 4 * 1024 ** 3 + 5 * 1024 * 1024;
    const sizes = new Map([
      ['b'.repeat(64), bigSize],
      ['c'.repeat(64), 10],
    ]);
    const rows = [
      top,
      row({
        name: 'master.mov',
        type: 'file',
        depth: 1,
        parent_id: top.id,
        blob_sha256: 'b'.repeat(64),
        size: bigSize,
        mime_type: 'video/quicktime',
      }),
      row({
        name: 'after.png',
        type: 'file',
        depth: 1,
        parent_id: top.id,
        blob_sha256: 'c'.repeat(64),
        size: 10,
        mime_type: 'image/png',
      }),
    ];
    const { stream, size } = zipSubtree(rows, syntheticBlobs(sizes));
    let total = 0;
    let tail = Buffer.alloc(0);
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-4096);
          done();
        },
      }),
    );
    expect(await size).toBe(total);
    expect(total).toBeGreaterThan(2 ** 32);

    // The Zip64 end-of-central-directory record: 3 entries, directory ending where the record starts.
    const record = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]));
    expect(record).toBeGreaterThan(-1);
    expect(Number(tail.readBigUInt64LE(record + 32))).toBe(3);
    const directorySize = Number(tail.readBigUInt64LE(record + 40));
    const directoryOffset = Number(tail.readBigUInt64LE(record + 48));
    expect(directoryOffset + directorySize).toBe(total - (tail.length - record));
    // The central directory entry of the big file carries its real size in a Zip64 extra field.
    const entry = tail.indexOf(Buffer.from('Huge/master.mov'));
    const zip64Extra = tail.indexOf(Buffer.from([0x01, 0x00]), entry);
    expect(Number(tail.readBigUInt64LE(zip64Extra + 4))).toBe(bigSize);
  }, 120_000);
});
