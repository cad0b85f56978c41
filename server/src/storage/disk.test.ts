import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeBlobStoreContract, sourceFailingHalfWay } from './blob-store.contract.ts';
import { BlobDamagedError } from './blob-store.ts';
import { DiskBlobStore } from './disk.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const blobPath = (root: string, hash: string) => path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);

describeBlobStoreContract('DiskBlobStore', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-blobs-'));
  return {
    store: new DiskBlobStore(root),
    overwrite: async (hash, bytes) => fs.writeFileSync(blobPath(root, hash), bytes),
    cleanup: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

/** What the disk store adds to the contract: its layout, links, and keeping a stored file. */
describe('DiskBlobStore', () => {
  let root: string;
  let store: DiskBlobStore;
  const files = () =>
    fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const temporaries = () =>
    fs.existsSync(path.join(root, 'tmp')) ? fs.readdirSync(path.join(root, 'tmp')) : [];

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-blobs-'));
    store = new DiskBlobStore(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('adopts a finished file of its filesystem by renaming it, visible under its hash only once committed', async () => {
    const bytes = Buffer.from('a finished resumable upload');
    const finished = path.join(root, 'uploads', 'abc');
    fs.mkdirSync(path.dirname(finished), { recursive: true });
    fs.writeFileSync(finished, bytes);
    const staged = await store.adopt(finished, { sha256: sha256(bytes), size: bytes.length, head: bytes });
    expect(fs.existsSync(finished)).toBe(false);
    expect(await store.stat(sha256(bytes))).toBeNull();
    await staged.commit();
    expect(fs.readFileSync(blobPath(root, sha256(bytes))).equals(bytes)).toBe(true);
    expect(temporaries()).toEqual([]);
    // A file that is not the size vouched for is refused and left where it was.
    fs.writeFileSync(finished, bytes);
    await expect(store.adopt(finished, { sha256: sha256(bytes), size: 3, head: bytes })).rejects.toThrow();
    expect(fs.existsSync(finished)).toBe(true);
  });

  it('stores bytes under their SHA-256 and reads them back whole or by range', async () => {
    const bytes = Buffer.from('The quick brown fox jumps over the lazy dog');
    const info = await store.put(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]));
    expect(info).toEqual({ sha256: sha256(bytes), size: bytes.length });
    expect(
      fs.existsSync(path.join(root, info.sha256.slice(0, 2), info.sha256.slice(2, 4), info.sha256)),
    ).toBe(true);
    expect(await store.stat(info.sha256)).toEqual(info);
    expect((await buffer(await store.open(info.sha256))).equals(bytes)).toBe(true);
    expect((await buffer(await store.open(info.sha256, { start: 4, end: 8 }))).toString()).toBe('quick');
    expect(temporaries()).toEqual([]);
  });

  it('refuses to follow a link put in place of a blob, or to serve one of the wrong size', async () => {
    const secret = path.join(root, '..', `portal-secret-${process.pid}.txt`);
    fs.writeFileSync(secret, 'not for download');
    try {
      const info = await store.put(Buffer.from('artwork bytes'));
      const blobPath = path.join(root, info.sha256.slice(0, 2), info.sha256.slice(2, 4), info.sha256);
      fs.rmSync(blobPath);
      fs.symlinkSync(secret, blobPath);
      await expect(store.open(info.sha256)).rejects.toThrow(BlobDamagedError);

      fs.rmSync(blobPath);
      fs.writeFileSync(blobPath, 'artwork');
      await expect(store.open(info.sha256, undefined, info.size)).rejects.toThrow(
        /7 bytes stored, 13 expected/,
      );
      fs.writeFileSync(blobPath, 'artwork bytes');
      expect((await buffer(await store.open(info.sha256, undefined, info.size))).toString()).toBe(
        'artwork bytes',
      );
    } finally {
      fs.rmSync(secret, { force: true });
    }
  });

  it('keeps the stored file when identical bytes are committed again, and replaces a damaged one', async () => {
    const bytes = Buffer.from('logo bytes');
    const { sha256: hash } = await store.put(bytes);
    const stored = path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
    const inode = fs.statSync(stored).ino;

    await store.put(Buffer.from(bytes));
    expect(fs.statSync(stored).ino).toBe(inode);
    expect(temporaries()).toEqual([]);

    fs.truncateSync(stored, 4);
    await store.put(Buffer.from(bytes));
    expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
    expect(temporaries()).toEqual([]);
  });

  it('leaves no temporary file when the source fails half-way', async () => {
    await expect(store.stage(sourceFailingHalfWay())).rejects.toThrow('connection reset');
    expect(files()).toEqual([]);
  });

  it('lists blobs and removes temporaries older than a moment', async () => {
    const info = await store.put(Buffer.from('listed'));
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
    const old = path.join(root, 'tmp', 'old.part');
    fs.writeFileSync(old, 'half');
    fs.utimesSync(old, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    fs.writeFileSync(path.join(root, 'tmp', 'new.part'), 'in progress');

    const listed = [];
    for await (const blob of store.list()) listed.push(blob.sha256);
    expect(listed).toEqual([info.sha256]);
    expect(await store.removeTemporaries(new Date(Date.now() - 1000))).toBe(1);
    expect(temporaries()).toEqual(['new.part']);
  });
});
