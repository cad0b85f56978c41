import type { AssetTrash } from './asset-trash.service.ts';

/** How often each instance looks for items in the trash past TRASH_DAYS. */
const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges what has lain in the trash for TRASH_DAYS, once at start and then every hour. Every
 * instance may run it: each item is claimed in the database before it is purged (AssetTrash).
 */
export class TrashPurge {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly trash: Pick<AssetTrash, 'purgeExpired'>,
    private readonly log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  ) {}

  start(intervalMs = TRASH_PURGE_INTERVAL_MS): void {
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: answers how many items this instance purged (0 when the pass failed, which is logged). */
  runOnce(): Promise<number> {
    this.running ??= this.trash
      .purgeExpired()
      .then((purged) => {
        if (purged > 0) this.log.info({ purged }, 'Items purged from the trash');
        return purged;
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'The trash could not be purged');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
