/**
 * Runs tasks one at a time, in the order they arrive. Committing blobs with the rows that point at
 * them, and deleting blobs no row points at, both run through one of these, so a blob can never be
 * swept between its commit and its row's insert.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(() => task());
    this.tail = result.catch(() => {});
    return result;
  }
}
