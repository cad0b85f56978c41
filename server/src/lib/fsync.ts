import fs from 'node:fs/promises';

/** Waits until what was written to `target` (a file, or a directory's entries) is on the disk. */
async function flushToDisk(target: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await fs.open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function syncFile(file: string): Promise<void> {
  return flushToDisk(file, 'r+');
}

/** A rename is durable only once its directory is flushed too. */
export function syncDirectory(dir: string): Promise<void> {
  return flushToDisk(dir, 'r');
}
