import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore } from './blob-store.ts';

/** One store under test, fresh for each case. */
export interface BlobStoreUnderTest {
  store: BlobStore;
  /** Replaces the stored bytes of `sha256` as a failing disk or a careless operator would. */
  overwrite(sha256: string, bytes: Buffer): Promise<void>;
  cleanup(): Promise<void>;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A source that sends 64 KiB, then fails as a dropped upload does. */
export const sourceFailingHalfWay = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(new Error('connection reset'));
    },
  });

/**
 * A slow client: it takes each chunk a moment after it is written (copying it then), so a sender
 * that reused a buffer before the write was done would be caught sending changed bytes.
 */
function slowClient(options: { closeAfterBytes?: number } = {}) {
  const received: Buffer[] = [];
  let bytes = 0;
  const client = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      setTimeout(() => {
        received.push(Buffer.from(chunk));
        bytes += chunk.length;
        if (options.closeAfterBytes !== undefined && bytes >= options.closeAfterBytes) client.destroy();
        callback();
      }, 200);
    },
  });
  return { client, received: () => Buffer.concat(received) };
}

async function listed(store: BlobStore): Promise<string[]> {
  const hashes: string[] = [];
  for await (const blob of store.list()) hashes.push(blob.sha256);
  return hashes.sort();
}

/**
 * What every BlobStore must do (storage/blob-store.ts), written against the interface alone so a
 * second implementation (an S3-compatible store, issue 14) runs the same cases: call it from that
 * store's test file with a factory.
 */
export function describeBlobStoreContract(name: string, make: () => Promise<BlobStoreUnderTest>): void {
  describe(`${name}: the BlobStore contract`, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;
    beforeEach(async () => {
      subject = await make();
      store = subject.store;
    });
    afterEach(() => subject.cleanup());

    it('stores bytes under their SHA-256 and reads them back whole or by range', async () => {
      const bytes = Buffer.from('The quick brown fox jumps over the lazy dog');
      const info = await store.put(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]));
      expect(info).toEqual({ sha256: sha256Of(bytes), size: bytes.length });
      expect(await store.stat(info.sha256)).toEqual(info);
      expect((await buffer(await store.open(info.sha256))).equals(bytes)).toBe(true);
      expect((await buffer(await store.open(info.sha256, { start: 4, end: 8 }))).toString()).toBe('quick');
      expect((await buffer(await store.open(info.sha256, undefined, info.size))).equals(bytes)).toBe(true);
    });

    it('writes a blob, or a range of it, to a slow client and ends it, reporting what it took', async () => {
      // Several sending chunks' worth, not a multiple of them.
      const bytes = randomBytes(9 * 1024 * 1024 + 123);
      const info = await store.put(bytes);
      const whole = slowClient();
      const taken: number[] = [];
      await (await store.openForSending(info.sha256, undefined, info.size)).writeTo(whole.client, (n) =>
        taken.push(n),
      );
      expect(whole.received().equals(bytes)).toBe(true);
      expect(whole.client.writableEnded).toBe(true);
      expect(taken.reduce((a, b) => a + b, 0)).toBe(bytes.length);

      const part = slowClient();
      const range = { start: 5 * 1024 * 1024 - 7, end: 9 * 1024 * 1024 };
      await (await store.openForSending(info.sha256, range)).writeTo(part.client);
      expect(part.received().equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    });

    it('stops sending when the client leaves, without ending its response', async () => {
      const info = await store.put(randomBytes(12 * 1024 * 1024));
      const leaving = slowClient({ closeAfterBytes: 1 });
      await (await store.openForSending(info.sha256)).writeTo(leaving.client);
      expect(leaving.client.writableEnded).toBe(false);
      expect(leaving.received().length).toBeLessThan(info.size);
    });

    it('refuses to open for sending what it would refuse to open', async () => {
      await expect(store.openForSending('0'.repeat(64))).rejects.toBeInstanceOf(BlobNotFoundError);
      const info = await store.put(Buffer.from('artwork bytes'));
      await subject.overwrite(info.sha256, Buffer.from('artwork'));
      await expect(store.openForSending(info.sha256, undefined, info.size)).rejects.toThrow(/expected/);
    });

    it('keeps identical bytes once, and committing them again is harmless', async () => {
      const bytes = Buffer.from('same bytes');
      const first = await store.put(bytes);
      const second = await store.put(Buffer.from(bytes));
      expect(second).toEqual(first);
      const staged = await store.stage(Readable.from([Buffer.from(bytes)]));
      await staged.commit();
      expect(await listed(store)).toEqual([first.sha256]);
      expect((await buffer(await store.open(first.sha256))).equals(bytes)).toBe(true);
    });

    it('shows nothing under the hash until commit, and nothing at all after discard', async () => {
      const staged = await store.stage(Readable.from([Buffer.from('%PDF-1.4 staged')]));
      expect(staged.head.toString()).toBe('%PDF-1.4 staged');
      expect(await store.stat(staged.sha256)).toBeNull();
      await expect(store.open(staged.sha256)).rejects.toBeInstanceOf(BlobNotFoundError);
      expect((await buffer(await staged.open())).toString()).toBe('%PDF-1.4 staged');
      await staged.discard();
      await staged.discard();
      expect(await listed(store)).toEqual([]);

      const kept = await store.stage(Readable.from([Buffer.from('kept')]));
      await kept.commit();
      await kept.commit();
      await kept.discard();
      expect(await store.stat(kept.sha256)).toEqual({ sha256: kept.sha256, size: 4 });
    });

    it('rejects a source that fails half-way, and keeps nothing of it', async () => {
      await expect(store.stage(sourceFailingHalfWay())).rejects.toThrow('connection reset');
      expect(await listed(store)).toEqual([]);
      expect(await store.removeTemporaries(new Date(Date.now() + 60_000))).toBe(0);
    });

    it('refuses to open a missing or malformed hash before sending anything', async () => {
      await expect(store.open('0'.repeat(64))).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.open('../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFoundError);
      expect(await store.stat('0'.repeat(64))).toBeNull();
    });

    it('refuses to serve stored bytes of the wrong size', async () => {
      const info = await store.put(Buffer.from('artwork bytes'));
      await subject.overwrite(info.sha256, Buffer.from('artwork'));
      await expect(store.open(info.sha256, undefined, info.size)).rejects.toThrow(/expected/);
    });

    it('lists what it holds, with when it was written, and deletes (a missing blob too)', async () => {
      const before = new Date(Date.now() - 1000);
      const a = await store.put(Buffer.from('first'));
      const b = await store.put(Buffer.from('second'));
      const blobs = [];
      for await (const blob of store.list()) blobs.push(blob);
      expect(blobs.map((blob) => blob.sha256).sort()).toEqual([a.sha256, b.sha256].sort());
      for (const blob of blobs) expect(blob.writtenAt.getTime()).toBeGreaterThan(before.getTime());
      await store.delete(a.sha256);
      await store.delete(a.sha256);
      expect(await store.stat(a.sha256)).toBeNull();
      expect(await listed(store)).toEqual([b.sha256]);
    });

    it('removes only what staging left behind before the moment it is given', async () => {
      const committed = await store.put(Buffer.from('committed'));
      const inFlight = await store.stage(Readable.from([Buffer.from('an upload in flight')]));
      expect(await store.removeTemporaries(new Date(Date.now() - 60_000))).toBe(0);
      expect((await buffer(await inFlight.open())).toString()).toBe('an upload in flight');
      expect(await store.removeTemporaries(new Date(Date.now() + 60_000))).toBe(1);
      expect(await listed(store)).toEqual([committed.sha256]);
    });
  });
}
