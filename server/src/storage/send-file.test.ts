import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendFileRange } from './send-file.ts';

describe('sendFileRange', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'send-file-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stops quietly when the client goes away while the next chunk is being read', async () => {
    const path = join(dir, 'big.bin');
    await writeFile(path, Buffer.alloc(9 * 1024 * 1024, 7));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const file = await open(path, 'r');
      // The first chunk is taken, then the client closes while the second is read from disk: the
      // first write's promise is settled (rejected) before the sender awaits it again.
      let writes = 0;
      const client = new Writable({
        write(_chunk, _encoding, callback) {
          writes += 1;
          setImmediate(() => client.destroy());
          setImmediate(callback);
        },
      });
      const slowFile = {
        read: async (...args: Parameters<typeof file.read>) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return file.read(...args);
        },
        close: () => file.close(),
      } as unknown as typeof file;
      await sendFileRange(slowFile, 0, 9 * 1024 * 1024 - 1, client);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(writes).toBeGreaterThan(0);
      expect(client.writableEnded).toBe(false);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
