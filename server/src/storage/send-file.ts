import type { FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';

// Big chunks keep per-chunk work small; two of them let one be read while the other is written.
const SEND_CHUNK_BYTES = 4 * 1024 * 1024;

/** Why writing to the destination stopped early. */
class DestinationClosed extends Error {}

/**
 * Writes bytes `start`..`end` (inclusive) of `file` to `destination` and ends it, through two
 * buffers used in turn: a buffer is read into again only once the destination has taken what it
 * held (its write callback), so nothing is allocated per chunk. Stops when the destination closes
 * first. Throws when the file is shorter than asked (it changed under us) or a read fails; the
 * caller's destination is then destroyed, never ended, so a client never takes half a file as whole.
 */
export async function sendFileRange(
  file: FileHandle,
  start: number,
  end: number,
  destination: Writable,
  onWritten?: (bytes: number) => void,
): Promise<void> {
  const total = end - start + 1;
  const chunkBytes = Math.max(1, Math.min(SEND_CHUNK_BYTES, total));
  const buffers = [Buffer.allocUnsafe(chunkBytes), Buffer.allocUnsafe(chunkBytes)];
  let closedEarly = false;
  const onClose = () => {
    closedEarly = true;
  };
  destination.once('close', onClose);
  try {
    let position = start;
    let turn = 0;
    let previousWrite: Promise<void> = Promise.resolve();
    while (position <= end) {
      const buffer = buffers[turn++ % 2]!;
      const { bytesRead } = await file.read(buffer, 0, Math.min(chunkBytes, end + 1 - position), position);
      if (bytesRead === 0) throw new Error(`the file ended at byte ${position} of ${end + 1}`);
      // The other buffer's write must be done before this one's is queued: then, next turn, the
      // buffer read into is one the destination no longer holds.
      await previousWrite;
      if (closedEarly || destination.destroyed) return;
      position += bytesRead;
      const chunk = bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
      previousWrite = write(destination, chunk).then(() => onWritten?.(bytesRead));
      // Awaited only at the next turn, after the next read: a client that leaves meanwhile rejects
      // it first, which Node would report as an unhandled rejection (it is handled at that await).
      previousWrite.catch(() => {});
    }
    await previousWrite;
    destination.end();
  } catch (error) {
    if (error instanceof DestinationClosed || closedEarly) return;
    throw error;
  } finally {
    destination.off('close', onClose);
    await file.close();
  }
}

/** One write, settled by its callback (or by the destination closing, which may drop the callback). */
function write(destination: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const onClose = () => reject(new DestinationClosed());
    destination.once('close', onClose);
    destination.write(chunk, (error) => {
      destination.off('close', onClose);
      if (error) reject(new DestinationClosed());
      else resolve();
    });
  });
}
